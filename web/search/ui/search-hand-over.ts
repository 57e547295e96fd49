/*
 * InstantSearch is loaded after the page, not with it (README "Page speed", deferred search): the
 * server's HTML (controls, chips, cards, pager) is what the shopper sees until the search island
 * is drawn in its place. Its code loads on the shopper's first sign of intent anywhere on the page
 * (a pointer or key press, a focus) or once the browser is idle after `load`, whichever is first.
 *
 * What the shopper does to the server's HTML meanwhile is not lost: a click or a submit is held
 * (its default prevented: a checkbox would tick natively and disagree with the search) and made
 * again on the island's same element once it is drawn; text typed into a field is put into the
 * same field and told to React; the focused element keeps the focus. "The same element" is found
 * by its place under the island's root, as the island draws the same markup.
 */

/** The island's root carries this attribute (SearchExperience, and its stand-in until then). */
export const SEARCH_ISLAND_ATTRIBUTE = 'data-search-island';

const intentEvents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let wanted: Promise<void> | undefined;
let handedOver = false;
/** Clicks and submits made before, in order, by their place under the island's root. */
const held: number[][] = [];
/** Fields typed into before: place → value. */
const typed = new Map<string, string>();
let focused: number[] | undefined;

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

const islandRoot = (doc: Document) => doc.querySelector(`[${SEARCH_ISLAND_ATTRIBUTE}]`);

/** The element's place under the island's root (child indexes), or undefined when it is not on the island. */
function placeOf(target: EventTarget | null): number[] | undefined {
  if (handedOver || !(target instanceof Element)) return undefined;
  const place: number[] = [];
  for (let node: Element = target; !node.hasAttribute(SEARCH_ISLAND_ATTRIBUTE); node = node.parentElement) {
    if (!node.parentElement) return undefined;
    place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return place;
}

function elementAt(root: Element, place: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  return node;
}

function holdClickOrSubmit(event: Event) {
  const place = placeOf(event.target);
  if (!place) return;
  event.preventDefault();
  event.stopPropagation();
  held.push(place);
}

function keepTyped(event: Event) {
  const target = event.target;
  const field = target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type));
  const place = field ? placeOf(target) : undefined;
  if (place) typed.set(place.join('/'), (target as HTMLInputElement).value);
}

function keepFocus(event: Event) {
  focused = placeOf(event.target) ?? focused;
}

const listeners = [['click', holdClickOrSubmit], ['submit', holdClickOrSubmit], ['input', keepTyped], ['focusin', keepFocus]] as const;

/** From now until `searchIslandHandedOver`, the shopper's clicks, submits, typing and focus on the island are kept (capture on window: before React's own listener). */
export function holdSearchIslandEvents(win: Window = window): void {
  if (handedOver) return;
  for (const [type, listener] of listeners) {
    win.removeEventListener(type, listener, true);
    win.addEventListener(type, listener, true);
  }
}

/** Tells React a field's value it has not seen: React compares with the value it last set, so set another first. */
function replayTyped(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value === '' ? ' ' : ''; // through React's own tracker on the node
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The island is drawn: events go through again, and what was kept is done again on its elements, in order. */
export function searchIslandHandedOver(win: Window = window): void {
  if (handedOver) return;
  handedOver = true;
  for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
  const actions = held.splice(0);
  const fields = [...typed];
  const focus = focused;
  typed.clear();
  focused = undefined;
  if (!actions.length && !fields.length && !focus) return;
  // After the task that drew the island: InstantSearch starts in its own effects, which run after the island's.
  win.setTimeout(() => {
    const root = islandRoot(win.document);
    if (!root) return;
    const focusTarget = focus && elementAt(root, focus);
    if (focusTarget instanceof HTMLElement && !root.contains(win.document.activeElement)) focusTarget.focus({ preventScroll: true });
    for (const [place, value] of fields) {
      const field = elementAt(root, place.split('/').map(Number));
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) replayTyped(field, value);
    }
    for (const place of actions) {
      const element = elementAt(root, place);
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
    }
  }, 0);
}

/** For tests: a fresh page. */
export function resetSearchHandOver(): void {
  wanted = undefined;
  handedOver = false;
  held.length = 0;
  typed.clear();
  focused = undefined;
}
