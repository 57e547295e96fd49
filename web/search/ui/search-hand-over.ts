/*
 * InstantSearch is loaded after the page, not with it (README "Page speed", deferred search): the
 * server's HTML (controls, chips, cards, pager) is what the shopper sees until the search island
 * is drawn in its place. Its code loads on the shopper's first sign of intent anywhere on the page
 * (a pointer or key press, a focus) or once the browser is idle after `load`, whichever is first.
 *
 * What the shopper does to the server's HTML meanwhile is not lost: a click or a submit is held
 * (its default prevented, but for a box or round button, which ticks at once) and made again on the
 * island's same element once it is drawn; text typed into a field (read from the
 * server's field itself, whenever it was typed) is put into the same field and told to React; the
 * focused element keeps the focus. "The same element" is found
 * by its place under the island's root, as the island draws the same markup.
 */

/** The island's root carries this attribute (SearchExperience, and its stand-in until then). */
export const SEARCH_ISLAND_ATTRIBUTE = 'data-search-island';

const intentEvents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let wanted: Promise<void> | undefined;
let handedOver = false;
/** Clicks and submits made before, in order, by their place under the island's root. */
const held: number[][] = [];
/** The server's island element, whose fields hold what was typed before (read again at the hand-over). */
let serverRoot: Element | null = null;
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

const isTickable = (element: unknown): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

function holdClickOrSubmit(event: Event) {
  const place = placeOf(event.target);
  if (!place) return;
  // A box or a round button ticks at once, as the shopper expects (and made again on the island's
  // own, which is drawn unticked). Its label's click is let through untouched: the browser then
  // clicks the box itself, which is the press kept.
  const label = event.type === 'click' && event.target instanceof Element ? event.target.closest('label') : null;
  if (label && isTickable(label.control) && label.control !== event.target) return;
  if (!(event.type === 'click' && isTickable(event.target))) event.preventDefault();
  event.stopPropagation();
  held.push(place);
}

function keepFocus(event: Event) {
  focused = placeOf(event.target) ?? focused;
}

const listeners = [['click', holdClickOrSubmit], ['submit', holdClickOrSubmit], ['focusin', keepFocus]] as const;

/** From now until `searchIslandHandedOver`, the shopper's clicks, submits, typing and focus on the island are kept (capture on window: before React's own listener). */
export function holdSearchIslandEvents(win: Window = window): void {
  if (handedOver) return;
  serverRoot = islandRoot(win.document);
  focused = placeOf(win.document.activeElement) ?? focused;
  for (const [type, listener] of listeners) {
    win.removeEventListener(type, listener, true);
    win.addEventListener(type, listener, true);
  }
}

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'hidden'].includes(element.type));

/** The server's text fields that hold something the server did not put there: their places and values. */
function typedFields(root: Element | null): Array<[number[], string]> {
  if (!root) return [];
  return [...root.querySelectorAll('input, textarea')]
    .filter((field) => isTextField(field) && field.value !== field.defaultValue)
    .flatMap((field) => {
      const place = placeOf(field);
      return place ? [[place, (field as HTMLInputElement).value] as [number[], string]] : [];
    });
}

/** Tells React a field's value it has not seen: React compares with the value it last set, so set another first. */
function replayTyped(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value === '' ? ' ' : ''; // through React's own tracker on the node
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The island is drawn (called from its layout effect, in the commit that put it in place, so no
 * keystroke falls between the old field's removal and the new one's focus): what was typed and the
 * focus move over at once; events go through again, and the held clicks and submits are made again
 * on the island's elements, in order, a task later (InstantSearch starts in its own effects).
 */
export function searchIslandHandedOver(win: Window = window): void {
  if (handedOver) return;
  const fields = typedFields(serverRoot);
  const focus = focused;
  const actions = held.splice(0);
  handedOver = true;
  serverRoot = null;
  focused = undefined;
  for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
  const root = islandRoot(win.document);
  if (!root) return;
  const focusTarget = focus && elementAt(root, focus);
  if (focusTarget instanceof HTMLElement && !root.contains(win.document.activeElement)) focusTarget.focus({ preventScroll: true });
  for (const [place, value] of fields) {
    const field = elementAt(root, place);
    if (field && isTextField(field)) replayTyped(field, value);
  }
  if (!actions.length) return;
  win.setTimeout(() => {
    for (const place of actions) {
      const element = elementAt(root, place);
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
      // A button's icon (an SVG: no `click()` of its own), as a card's heart: the event's way up
      // reaches the button's activation and React's handler, as the shopper's press would have.
      else element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  }, 0);
}

/** For tests: a fresh page. */
export function resetSearchHandOver(): void {
  wanted = undefined;
  handedOver = false;
  held.length = 0;
  serverRoot = null;
  focused = undefined;
}
