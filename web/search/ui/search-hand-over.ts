/*
 * InstantSearch is loaded after the page, not with it (README "Page speed", deferred search): the
 * server's HTML (controls, chips, cards, pager) is what the shopper sees and uses until the search
 * island's code has run. Its code loads on the shopper's first sign of intent anywhere on the page
 * (a pointer or key press, a focus) or once the browser is idle after `load`, whichever is first.
 *
 * A click on the island before it has hydrated would be lost (React drops events on server HTML it
 * has not hydrated; a checkbox would tick natively and disagree with the search), so it is held:
 * its default is prevented and the same element is clicked again once the island has hydrated.
 * A form's submit is held the same way; text typed into a field is kept and told to React then.
 */

/** The island's root carries this attribute (SearchExperience), so held clicks are only its own. */
export const SEARCH_ISLAND_ATTRIBUTE = 'data-search-island';

const intentEvents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let wanted: Promise<void> | undefined;
let hydrated = false;
const held: Element[] = [];

/** Resolves on the first intent or when the browser is idle after `load` (once per page load). */
export function whenSearchWanted(win: Window = window): Promise<void> {
  wanted ??= new Promise<void>((resolve) => {
    const go = () => {
      for (const type of intentEvents) win.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of intentEvents) win.addEventListener(type, go, { capture: true, passive: true });
    const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(go, { timeout: 2000 }) : win.setTimeout(go, 200));
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
  return wanted;
}

const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
const onIsland = (target: EventTarget | null): target is Element => !hydrated && target instanceof Element && target.closest(`[${SEARCH_ISLAND_ATTRIBUTE}]`) !== null;

function holdClickOrSubmit(event: Event) {
  if (!onIsland(event.target)) return;
  event.preventDefault();
  event.stopPropagation();
  held.push(event.target);
}

function keepTyped(event: Event) {
  const target = event.target;
  if (onIsland(target) && (target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type)))) typed.add(target);
}

const listeners = [['click', holdClickOrSubmit], ['submit', holdClickOrSubmit], ['input', keepTyped]] as const;

/** From now until `searchIslandHydrated`, clicks and submits on the island wait for it (capture on window: before React's own listener). */
export function holdSearchIslandClicks(win: Window = window): void {
  if (hydrated) return;
  for (const [type, listener] of listeners) {
    win.removeEventListener(type, listener, true);
    win.addEventListener(type, listener, true);
  }
}

/** Tells React a field's value it has not seen: React compares with the value it last set, so set another first. */
function replayTyped(field: HTMLInputElement | HTMLTextAreaElement) {
  const value = field.value;
  const prototype = Object.getPrototypeOf(field) as object;
  field.value = value === '' ? ' ' : ''; // through React's own tracker on the node
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The island has hydrated: events go through again, and the held ones are made once more, in order. */
export function searchIslandHydrated(win: Window = window): void {
  if (hydrated) return;
  hydrated = true;
  for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
  // After the task that hydrated: InstantSearch starts in its own effects, which run after the island's.
  const fields = [...typed];
  const actions = held.splice(0);
  typed.clear();
  if (!fields.length && !actions.length) return;
  win.setTimeout(() => {
    for (const field of fields) if (field.isConnected) replayTyped(field);
    for (const element of actions) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else (element as HTMLElement).click();
    }
  }, 0);
}

/** For tests: a fresh page. */
export function resetSearchHandOver(): void {
  wanted = undefined;
  hydrated = false;
  held.length = 0;
  typed.clear();
}
