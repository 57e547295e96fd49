'use client';

import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import styles from './Captcha.module.css';
import type { CaptchaLabels } from './labels';

export type { CaptchaLabels } from './labels';

/** What a form asks of its captcha. */
export interface CaptchaHandle {
  /**
   * The answer to send as the lead's `altcha` field: at once when the widget has it, else it starts
   * (or goes on) working it out and waits for it. Null when it could not (the widget shows why).
   */
  solution(): Promise<string | null>;
  /** After the server refused the answer: forgets it and works out a new one from a fresh challenge. */
  reset(): void;
  /** Moves the focus to the widget's checkbox (from the form's list of errors). */
  focus(): void;
}

export interface CaptchaProps {
  labels: CaptchaLabels;
  /** The message the form shows for the captcha (the server's refusal, or `labels.required`), tied to the checkbox. */
  error?: string | null;
  /** The id of the widget's box, for a link to it from the form's list of errors. */
  id?: string;
  ref?: Ref<CaptchaHandle>;
  /** Where challenges come from: the site's own `GET /api/captcha`. */
  challengeUrl?: string;
  /**
   * Starts at once instead of at the first focus: for a form drawn only when the shopper opens it
   * (a dialog's), whose showing is the shopper's start.
   */
  eager?: boolean;
}

type WidgetState = ReturnType<AltchaWidgetElement['getState']>;

/**
 * The widget's settings: no ALTCHA logo or footer link, so it fits the form and every control in
 * it is the form's own; no pointer and scroll recording, which the server does not ask for.
 */
const CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, humanInteractionSignature: false });

/** No children of React's inside the widget (one object: React sets innerHTML again only when `__html` changes). */
const EMPTY = { __html: '' };

/** The `altcha` web component (about 35 KiB), fetched once, by the first form a shopper starts to fill. */
let widgetModule: Promise<unknown> | undefined;

/**
 * The lead forms' captcha (§5 "captcha shown by default"; leads/README.md "Captcha"): ALTCHA's
 * widget, a checkbox whose answer the browser works out (proof of work, in Web Workers) from a
 * challenge of the site's `GET /api/captcha`. It solves by itself: the widget's code is loaded when
 * the shopper first focuses a field of the form (pages without a form, and shoppers who only read,
 * load nothing), and verification starts then, while they type. A form asks `solution()` at submit,
 * which waits if the work is not done. It is a real checkbox with a label, reached with Tab and
 * ticked with Space; its state changes are announced (a status region), and the form's message
 * about it is tied to the checkbox (aria-describedby). Must be rendered inside the <form>: it
 * watches the form's focus, and the widget puts its answer in a hidden input named `altcha` there
 * too (for a form sent as form data).
 */
export function Captcha({ labels, error, id, ref, challengeUrl = '/api/captcha', eager = false }: CaptchaProps) {
  const generatedId = useId();
  const boxId = id ?? `${generatedId}-captcha`;
  const errorId = `${boxId}-error`;
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<WidgetState | null>(null);
  const answer = useRef<string | null>(null);
  const waiting = useRef<((answer: string | null) => void)[]>([]);
  const ready = useRef<Promise<AltchaWidgetElement> | null>(null);
  /** The verification this component started and that has not finished: never two at once (a second aborts the first). */
  const working = useRef<Promise<unknown> | null>(null);

  const settle = (value: string | null) => {
    const waiters = waiting.current;
    waiting.current = [];
    for (const resolve of waiters) resolve(value);
  };

  /** The widget, upgraded and mounted: its code loaded (once per page) and its methods there. */
  const load = (): Promise<AltchaWidgetElement> => {
    ready.current ??= (async () => {
      const element = widget.current as AltchaWidgetElement | null;
      if (!element) throw new Error('The captcha is not on the page.');
      const mounted = whenMounted(element);
      await (widgetModule ??= import('altcha'));
      applyStrings(labels);
      await mounted;
      setLoaded(true);
      return element;
    })();
    return ready.current;
  };

  /** Starts working out an answer unless one is on its way or there. */
  const begin = (element: AltchaWidgetElement) => {
    const now = element.getState();
    if (working.current || now === 'verifying' || now === 'verified') return;
    const run = element.verify().finally(() => {
      if (working.current === run) working.current = null;
    });
    working.current = run;
  };

  useImperativeHandle(ref, () => ({
    solution: () => {
      if (answer.current) return Promise.resolve(answer.current);
      const answered = new Promise<string | null>((resolve) => waiting.current.push(resolve));
      load().then(begin, () => settle(null));
      return answered;
    },
    reset: () => {
      answer.current = null;
      const element = widget.current as AltchaWidgetElement | null;
      if (!loaded || !element) return;
      element.reset();
      working.current = null;
      begin(element);
    },
    focus: () => widget.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus(),
  }));

  // The widget's state, as it changes: the answer kept for the form, waiting submits answered.
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state: now, payload } = (event as CustomEvent<{ state: WidgetState; payload: string | null }>).detail;
      setState(now);
      if (now === 'verified' && payload) {
        answer.current = payload;
        settle(payload);
        return;
      }
      answer.current = null;
      if (now === 'error' || now === 'expired') settle(null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  // Solves by itself from the shopper's first focus in the form (at once if the focus is there already, or if eager).
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const start = () => {
      form.removeEventListener('focusin', start);
      load().then(begin, () => undefined);
    };
    if (eager || form.contains(document.activeElement)) start();
    else form.addEventListener('focusin', start);
    return () => form.removeEventListener('focusin', start);
    // load and begin only read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form's message about the captcha describes its checkbox, which the widget draws.
  useEffect(() => {
    const checkbox = widget.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!checkbox) return;
    if (error) {
      checkbox.setAttribute('aria-describedby', errorId);
      checkbox.setAttribute('aria-invalid', 'true');
    } else {
      checkbox.removeAttribute('aria-describedby');
      checkbox.removeAttribute('aria-invalid');
    }
  }, [error, errorId, loaded, state]);

  const status = state === 'verifying' ? labels.verifying : state === 'verified' ? labels.verified : state === 'expired' ? labels.expired : state === 'error' ? labels.failed : '';

  return (
    <div ref={box} id={boxId} className={styles.captcha} data-state={state ?? 'idle'} tabIndex={-1}>
      {/* What the widget will look like, until its code arrives: not a control, so nothing to reach or announce. */}
      {loaded ? null : (
        <div className={styles.placeholder} aria-hidden="true">
          <span className={styles.box} />
          <span>{labels.label}</span>
        </div>
      )}
      {/* auto="off": this component starts it (first focus, submit, a refusal), so it never runs twice at once. */}
      {/* The widget draws its own content, and may have already (another form on the page loaded its
          code, which upgrades every widget): React leaves what is inside to it, hydrating or not. */}
      <altcha-widget ref={widget} challenge={challengeUrl} auto="off" name="altcha" language="en" configuration={CONFIGURATION} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
      <p className="sr-only" role="status">{status}</p>
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
}

/** Resolves once the widget's component is mounted in the element (its methods work from then). */
function whenMounted(element: AltchaWidgetElement): Promise<void> {
  return new Promise((resolve) => {
    if (typeof element.getState === 'function') return resolve();
    element.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * The widget's words are the site's: its English strings replaced by the locale's (the widget picks
 * its strings by language; every form on a page is the same site's).
 */
function applyStrings(labels: CaptchaLabels) {
  const registry = globalThis.$altcha.i18n;
  registry.set('en', {
    ...registry.get('en'),
    label: labels.label,
    verifying: labels.verifying,
    verified: labels.verified,
    expired: labels.expired,
    error: labels.failed,
    verificationRequired: labels.required,
    waitAlert: labels.wait,
  });
}

/**
 * A form's captcha in a few lines (§5), for a form that sends JSON itself: render `widget` inside
 * the <form> (null where the site asks for no captcha), spread `await answer()` into the lead's
 * body (null: not answered, its message is shown beside it; send nothing), and give a refusal's
 * `errors` to `refused`, which shows the captcha's message and solves a fresh challenge.
 */
export function useCaptcha(labels: CaptchaLabels | undefined) {
  const ref = useRef<CaptchaHandle>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    widget: labels ? <Captcha ref={ref} labels={labels} error={error} /> : null,
    answer: async (): Promise<{ altcha?: string } | null> => {
      if (!labels) return {};
      const altcha = await ref.current?.solution();
      if (!altcha) {
        setError(labels.required);
        return null;
      }
      setError(null);
      return { altcha };
    },
    refused: (fieldErrors: Record<string, string>): boolean => {
      const message = labels ? fieldErrors.altcha : undefined;
      if (!message) return false;
      setError(message);
      ref.current?.reset();
      return true;
    },
  };
}
