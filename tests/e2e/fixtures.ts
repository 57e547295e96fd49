import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console errors a test expects (e.g. the browser's own log line for a 404 document). */
  allowedConsoleErrors: RegExp[];
}

/**
 * Every test fails on any console error or uncaught page error: hydration mismatches and client
 * crashes are otherwise invisible in a passing test.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console error: ${text}`);
    });
    // Pages load Next's scripts after their first paint (web/server/http/scripts-after-first-paint.mts),
    // which can be after `load`: a test's navigation is done once they have run, as it was when
    // they were async tags that `load` waited for.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await scriptsRun(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await scriptsRun(page);
      return response;
    };
    await use(page);
    expect(problems, 'console and page errors').toEqual([]);
  },
});

export { expect };

/** Waits for the scripts queued by the after-first-paint loader to have run (no loader: at once). */
export async function scriptsRun(page: Page) {
  try {
    await page.waitForFunction(() => {
      const loader = (window as { __scriptsAfterFirstPaint?: { done?: boolean } }).__scriptsAfterFirstPaint;
      return !loader || loader.done === true;
    });
  } catch (error) {
    // The page moved on (a redirect, a test that navigates again): nothing left to wait for.
    if (!/context was destroyed|Target .*closed|navigat/i.test(String(error))) throw error;
  }
}

/**
 * The axe rules every page is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2's AA brings
 * target size, 2.5.8), and axe's best practices, which ran here before the tags were named.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * axe with the WCAG 2.2 AA tags: no serious or critical violation. `soft` records a failure and goes
 * on (a table of pages reports every page's faults in one run); `label` names the page in it.
 */
export async function expectAccessible(page: Page, { soft = false, label }: { soft?: boolean; label?: string } = {}) {
  // Cheaper by half with nothing lost here: only violations are read, so axe builds no selectors for
  // the thousands of passing nodes; and legacy mode runs axe in the page itself instead of finishing
  // in a second blank page with axe injected again (that mode exists for cross-origin frames; the
  // sites' pages have none). A search page went from 5-7 s to about 2 s under axe.
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  const message = `serious or critical accessibility violations${label ? ` on ${label}` : ''}`;
  if (soft) expect.soft(blocking, message).toEqual([]);
  else expect(blocking, message).toEqual([]);
}
