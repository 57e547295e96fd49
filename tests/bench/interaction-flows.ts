/**
 * Interaction to Next Paint in bench:pages (README "Page speed"): a Lighthouse user flow per page
 * type (`startFlow`), one navigation and then one timespan per interaction, so each timespan's
 * `interaction-to-next-paint` audit is that one interaction's latency (the audit reports the
 * slowest interaction of its timespan). Target: 200 ms, web.dev's "good", under mobile throttling.
 *
 * Throttling is Lighthouse's mobile default (4x CPU slowdown, slow 4G) applied by DevTools rather
 * than simulated: Lighthouse computes INP only from a trace of the real run (its simulation has
 * no model of interactions), so the CPU really runs 4x slower while the shopper taps.
 *
 * Controls are found by role and accessible name as a shopper (or a screen reader) finds them, not
 * by class or structure, so the flows survive a rewrite of the search grid or of how the vehicle
 * page hydrates. Each control is used once React has hydrated it: a tap on server HTML before
 * that measures nothing React does.
 */
import { startFlow } from 'lighthouse';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';

/** INP at or under this is "good" (web.dev/articles/inp). */
export const inpGoalMs = 200;

/** Lighthouse 13's audit id for the timespan's INP. */
const inpAudit = 'interaction-to-next-paint';

export type FlowPage = 'search' | 'vehicle';

export interface InteractionFigure {
  interaction: string;
  /** Undefined when the page had no such control, or Lighthouse saw no interaction. */
  inpMs?: number;
  note?: string;
}

interface Interaction {
  name: string;
  /** The control, or undefined when this page has none (e.g. one page of results: no next page). */
  find(page: Page): Promise<ElementHandle | undefined>;
  /** Before the timespan: what a shopper does that is not the interaction timed (focus a slider). */
  prepare?(target: ElementHandle): Promise<void>;
  act(target: ElementHandle, page: Page): Promise<void>;
}

const click = (target: ElementHandle) => target.click();

/** The first element matching the ARIA selector under `scope`, if any. */
async function byRole(scope: Page | ElementHandle, role: string, name = ''): Promise<ElementHandle | undefined> {
  return (await scope.$(`aria/${name}[role="${role}"]`)) ?? undefined;
}

/** The first of `names` that the scope has as a `role`. */
async function firstByRole(scope: Page | ElementHandle, role: string, names: readonly string[]): Promise<ElementHandle | undefined> {
  for (const name of names) {
    const found = await byRole(scope, role, name);
    if (found) return found;
  }
  return undefined;
}

const searchFlow: Interaction[] = [
  {
    // On a phone the facets are a panel behind this button (§2); on a wide screen there is no such step.
    name: 'open the filters',
    find: async (page) => {
      const button = await byRole(page, 'button', 'Filters');
      return button && (await button.isVisible()) ? button : undefined;
    },
    act: click,
  },
  {
    name: 'facet click (a make)',
    find: async (page) => {
      const makes = await byRole(page, 'group', 'Make');
      if (!makes) return undefined;
      // Single-select sites show the makes as radios (§4).
      return (await byRole(makes, 'checkbox')) ?? (await byRole(makes, 'radio'));
    },
    act: click,
  },
  {
    name: 'slider change (arrow key, price min)',
    find: async (page) => {
      const price = await byRole(page, 'group', 'Price');
      return price ? byRole(price, 'slider') : undefined;
    },
    prepare: (target) => target.focus(),
    act: (_target, page) => page.keyboard.press('ArrowRight'),
  },
  {
    name: 'next results page',
    find: async (page) => {
      // Back to the results first (on a phone the facet panel covers them); not itself timed.
      const close = await byRole(page, 'button', 'Close filters');
      if (close && (await close.isVisible())) {
        await close.click();
        await settle(page);
      }
      const pager = await byRole(page, 'navigation', 'Pagination');
      return pager ? byRole(pager, 'link', 'Next page') : undefined;
    },
    act: click,
  },
];

const vehicleFlow: Interaction[] = [
  {
    name: 'gallery: next photo',
    find: async (page) => {
      const gallery = await byRole(page, 'region', 'Photos of this car');
      return gallery ? byRole(gallery, 'button', 'Next photo') : undefined;
    },
    act: click,
  },
  {
    name: 'open a dialog (enquire / test drive)',
    find: async (page) => {
      const actions = await byRole(page, 'group', 'Actions for this car');
      // A sold car offers no enquiry (§2): then the test drive, if any.
      return actions ? firstByRole(actions, 'button', ['Enquire', 'Test Drive']) : undefined;
    },
    act: click,
  },
];

const flows: Record<FlowPage, Interaction[]> = { search: searchFlow, vehicle: vehicleFlow };

/** Lets what the interaction started finish (a search request, a lazy chunk) and paint. */
async function settle(page: Page) {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => undefined);
  await new Promise((wait) => setTimeout(wait, 300));
}

/** Whether the queued scripts have run and React owns `target` (it sets its props on the node). */
function owned(page: Page, target: ElementHandle): Promise<boolean> {
  return page.evaluate((element) => {
    const loader = (window as { __scriptsAfterFirstPaint?: { done?: boolean } }).__scriptsAfterFirstPaint;
    return (!loader || loader.done === true) && element.isConnected && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, target);
}

/**
 * The control once React owns it, or undefined after 30 s. Found again while waiting: the search
 * page draws its island in place of the server's HTML (README "Page speed", deferred search), so
 * the control first found may be replaced by the island's own.
 */
async function hydrated(page: Page, interaction: Interaction, first: ElementHandle): Promise<ElementHandle | undefined> {
  const deadline = Date.now() + 30_000;
  for (let target: ElementHandle | undefined = first; Date.now() < deadline; target = await interaction.find(page)) {
    if (target && (await owned(page, target).catch(() => false))) return target;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return undefined;
}

/** One user flow on `url`: its navigation, then each interaction in its own timespan. */
export async function measureInteractions(browser: Browser, url: string, kind: FlowPage): Promise<InteractionFigure[]> {
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page, {
      name: `${kind} interactions`,
      flags: { throttlingMethod: 'devtools', onlyCategories: ['performance'], logLevel: 'error' },
    });
    await flow.navigate(url, { name: 'navigation' });
    const figures: InteractionFigure[] = [];
    const timed: InteractionFigure[] = [];
    for (const interaction of flows[kind]) {
      const found = await interaction.find(page);
      if (!found) {
        figures.push({ interaction: interaction.name, note: 'not on this page' });
        continue;
      }
      const target = await hydrated(page, interaction, found);
      if (!target) {
        figures.push({ interaction: interaction.name, note: 'not hydrated within 30 s' });
        continue;
      }
      await interaction.prepare?.(target);
      await flow.startTimespan({ name: interaction.name });
      await interaction.act(target, page);
      await settle(page);
      await flow.endTimespan();
      const figure: InteractionFigure = { interaction: interaction.name };
      figures.push(figure);
      timed.push(figure);
    }
    const result = await flow.createFlowResult();
    // Steps: the navigation, then the timespans in order.
    for (const [index, figure] of timed.entries()) {
      const audit = result.steps[index + 1]?.lhr.audits[inpAudit];
      if (audit?.numericValue !== undefined) figure.inpMs = audit.numericValue;
      else figure.note = 'Lighthouse saw no interaction';
    }
    return figures;
  } finally {
    await page.close().catch(() => undefined);
  }
}
