'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { JourneyStep, OrderJson } from '@dealer/leads';
import {
  checkStep, forgetOrder, formFromSteps, isLiveOrder, JOURNEY_PAGES, orderOutcome, rememberOrder, requestJson, resumePage, stepBody,
  stepOutcome, storedOrderId, withBuyerPrefill, withOrderParam,
  type BuyerPrefill, type FieldErrors, type JourneyForm, type JourneyPage,
} from './checkout-journey';
import type { CheckoutJourneyLabels } from './checkout-journey-labels';

export type JourneyPhase = { kind: 'starting' } | { kind: 'failed'; message: string; retry: boolean } | { kind: 'steps' } | { kind: 'placed' };
/** What is being sent: a step, or the order being placed. */
export type JourneyBusy = null | 'save' | 'place';

/** localStorage, or null where the browser refuses it (some private modes throw on access). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const emptyForm = formFromSteps({});

/**
 * The page's fields as the DOM has them (by the ids JourneyField gives them): text as typed, and the
 * checked radio of each choice. A field the DOM does not have keeps its value.
 */
export function withTypedBeforeHydration(form: JourneyForm, page: JourneyPage, idBase: string): JourneyForm {
  if (page === 'review') return form;
  const fields: Record<string, string> = { ...form[page] };
  for (const field of Object.keys(fields)) {
    const key = page === 'tradeIn' && field === 'owing' ? 'owingCents' : field;
    const element = document.getElementById(`${idBase}-${key}`);
    if (element instanceof HTMLInputElement && element.type !== 'radio') {
      fields[field] = element.value;
      continue;
    }
    const checked = document.querySelector<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(`${idBase}-${field}`)}"]:checked`);
    if (checked) fields[field] = checked.value;
  }
  return { ...form, [page]: fields } as JourneyForm;
}

export interface JourneyOrderOptions {
  /** The car's id (the orders API and the localStorage memory are by id). */
  carId: string;
  /** The order named by `?order=` when it is this car's (a reload), read on the server. */
  initialOrder: OrderJson | null;
  /** The dealer's time zone: the handover date is checked on the dealer's calendar. */
  timeZone: string;
  messages: CheckoutJourneyLabels['errors'];
  /** The island's useId: the field with the first error is focused by its id. */
  idBase: string;
  /** A signed-in shopper's email and phone, filled in where the buyer step has none. */
  buyerPrefill: BuyerPrefill | null;
}

/**
 * The order behind the journey, and where the shopper is in it: the order is made on the first
 * visit (POST /api/orders), or the one remembered for this car taken back; each step is checked
 * here with the API's own schema, then kept on the server (PUT …/steps/{step}); the review places
 * it. The order's id goes into localStorage by car and into the address (`order=`), so a reload
 * resumes at the first step not yet done. After the first move, each page's heading takes the
 * focus (`heading`); after a failed check, the first field with an error.
 */
export function useJourneyOrder({ carId, initialOrder, timeZone, messages, idBase, buyerPrefill }: JourneyOrderOptions) {
  const [order, setOrder] = useState<OrderJson | null>(initialOrder);
  const [phase, setPhase] = useState<JourneyPhase>(() => (initialOrder ? { kind: initialOrder.status === 'draft' ? 'steps' : 'placed' } : { kind: 'starting' }));
  const [page, setPage] = useState<JourneyPage>(() => (initialOrder ? resumePage(initialOrder) : 'buyer'));
  const [form, setForm] = useState<JourneyForm>(() => withBuyerPrefill(initialOrder ? formFromSteps(initialOrder.steps) : emptyForm, buyerPrefill));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<JourneyBusy>(null);
  // From the review's Edit, Next comes back to the review.
  const [fromReview, setFromReview] = useState(false);
  // After the first move, each page's heading takes the focus as it appears.
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const started = useRef(false);
  const sending = useRef(false);

  /** Remembers the order by car and names it in the address, so a reload resumes it. */
  const remember = useCallback(
    (next: OrderJson) => {
      rememberOrder(browserStorage(), carId, next.id);
      try {
        window.history.replaceState(window.history.state, '', withOrderParam(window.location.href, next.id));
      } catch {
        // A browser that refuses replaceState still has the order in localStorage.
      }
    },
    [carId],
  );

  /** Takes an order up: remembered, and (resume) the journey taken back to where it was. */
  const adopt = useCallback(
    (next: OrderJson, resume: boolean) => {
      remember(next);
      setOrder(next);
      if (resume) {
        setForm(withBuyerPrefill(formFromSteps(next.steps), buyerPrefill));
        setPage(resumePage(next));
        setPhase({ kind: next.status === 'draft' ? 'steps' : 'placed' });
      }
    },
    [remember, buyerPrefill],
  );

  /** The first visit makes the order; a later one (no `order=` in the address) takes the remembered one back. */
  const start = useCallback(async () => {
    const storage = browserStorage();
    try {
      const remembered = storedOrderId(storage, carId);
      if (remembered) {
        const found = orderOutcome(await requestJson('GET', `/api/orders/${encodeURIComponent(remembered)}`), messages.unexpected);
        if (found.kind === 'order' && found.order.carId === carId && isLiveOrder(found.order)) {
          adopt(found.order, true);
          return;
        }
        if (found.kind === 'order' || found.status === 404) forgetOrder(storage, carId);
      }
      const created = orderOutcome(await requestJson('POST', '/api/orders', { car_id: carId }), messages.unexpected);
      if (created.kind === 'order') adopt(created.order, true);
      else setPhase({ kind: 'failed', message: created.message, retry: created.status === 429 || created.status >= 500 });
    } catch {
      setPhase({ kind: 'failed', message: messages.network, retry: true });
    }
  }, [adopt, carId, messages.network, messages.unexpected]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (initialOrder) {
      remember(initialOrder);
      // A resumed order's fields were drawn on the server: what was typed before hydration is in
      // the DOM only, and would be lost (the next render draws the fields from state). Read once.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM is the external state here
      setForm((current) => withTypedBeforeHydration(current, page, idBase));
    } else {
      // start sets state only once the API has answered.
      void start();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: the page and ids then
  }, [initialOrder, remember, start]);

  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved, page, phase.kind]);

  /** Shows another page (a step or the review), its heading then focused. */
  const goTo = (next: JourneyPage, options: { fromReview?: boolean } = {}) => {
    setPage(next);
    setErrors({});
    setAlert(null);
    setFromReview(options.fromReview ?? false);
    setMoved(true);
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${idBase}-${first}`)?.focus();
  };

  /** Sets one field of one step, and takes away that field's error (the amount owing's is under owingCents). */
  const setField = <S extends JourneyStep>(step: S, field: keyof JourneyForm[S], value: string) => {
    setForm((current) => ({ ...current, [step]: { ...current[step], [field]: value } }));
    const shown = step === 'tradeIn' && field === 'owing' ? 'owingCents' : String(field);
    setErrors((current) => {
      if (!current[shown]) return current;
      const rest = { ...current };
      delete rest[shown];
      return rest;
    });
  };

  /** One request at a time: the buttons show it as busy, and a network failure is the alert. */
  const sendOnce = async (kind: Exclude<JourneyBusy, null>, work: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(kind);
    try {
      await work();
    } catch {
      setAlert(messages.network);
    } finally {
      sending.current = false;
      setBusy(null);
    }
  };

  /** Checks a step, keeps it on the server, and moves on (or back to the review it was edited from). */
  const save = async (step: JourneyStep) => {
    if (!order || sending.current) return;
    const found = checkStep(step, form, new Date(), timeZone, messages);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    await sendOnce('save', async () => {
      const outcome = stepOutcome(step, await requestJson('PUT', `/api/orders/${encodeURIComponent(order.id)}/steps/${step}`, stepBody(step, form)), messages.unexpected);
      if (outcome.kind === 'saved') {
        adopt(outcome.order, false);
        const after = JOURNEY_PAGES[JOURNEY_PAGES.indexOf(step) + 1] ?? 'review';
        goTo(fromReview && resumePage(outcome.order) === 'review' ? 'review' : after);
      } else if (outcome.kind === 'fields') {
        setErrors(outcome.errors);
        setAlert(outcome.message);
        focusFirstError(outcome.errors);
      } else {
        setAlert(outcome.message);
      }
    });
  };

  /** Places the order from the review. */
  const place = async () => {
    if (!order || sending.current) return;
    setAlert(null);
    await sendOnce('place', async () => {
      const outcome = orderOutcome(await requestJson('POST', `/api/orders/${encodeURIComponent(order.id)}/place`), messages.unexpected);
      if (outcome.kind === 'order') {
        adopt(outcome.order, false);
        setPhase({ kind: 'placed' });
        setMoved(true);
      } else {
        setAlert(outcome.message);
      }
    });
  };

  /** After a failed start, where trying again may help. */
  const retry = () => {
    setPhase({ kind: 'starting' });
    void start();
  };

  return { order, phase, page, form, errors, alert, busy, heading, goTo, setField, save, place, retry };
}
