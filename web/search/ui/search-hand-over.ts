/*
 * InstantSearch is loaded after the page, not with it (README "Page speed", deferred search): the
 * server's HTML (controls, chips, cards, pager) is what the shopper sees and uses until the search
 * island's code has run. Its code loads on the shopper's first sign of intent anywhere on the page
 * (a pointer or key press, a focus) or once the browser is idle after `load`, whichever is first.
 *
 * A click on the island before it has hydrated would be lost (React drops events on server HTML it
 * has not hydrated; a checkbox would tick natively and disagree with the search), so it is held:
 * its default is prevented and the same element is clicked again once the island has hydrated.
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

function holdClick(event: MouseEvent) {
  if (hydrated || !(event.target instanceof Element)) return;
  const island = event.target.closest(`[${SEARCH_ISLAND_ATTRIBUTE}]`);
  if (!island) return;
  event.preventDefault();
  event.stopPropagation();
  held.push(event.target);
}

/** From now until `searchIslandHydrated`, clicks on the island wait for it (capture on window: before React's own listener). */
export function holdSearchIslandClicks(win: Window = window): void {
  if (hydrated) return;
  win.removeEventListener('click', holdClick, true);
  win.addEventListener('click', holdClick, true);
}

/** The island has hydrated: clicks go through again, and the held ones are made once more, in order. */
export function searchIslandHydrated(win: Window = window): void {
  if (hydrated) return;
  hydrated = true;
  win.removeEventListener('click', holdClick, true);
  // After the task that hydrated: InstantSearch starts in its own effects, which run after the island's.
  const clicks = held.splice(0);
  if (clicks.length) win.setTimeout(() => clicks.forEach((element) => element.isConnected && (element as HTMLElement).click()), 0);
}

/** For tests: a fresh page. */
export function resetSearchHandOver(): void {
  wanted = undefined;
  hydrated = false;
  held.length = 0;
}
