/**
 * The targets of README "Page speed" for every page type, Lighthouse mobile: held by
 * `npm run bench:pages` and, for the JavaScript budgets, by tests/e2e/page-weight.spec.ts.
 */
export const lighthouseTargets = { performance: 95, lcpMs: 2000, tbtMs: 250, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 };

/**
 * JavaScript sent, compressed, in KiB: a content page 150, the vehicle page 250, search 255. Search
 * was 250 until every §3 facet of the address got a widget and a chip, the group panel and the make
 * marks came (251.4 KiB measured): README "Page speed" says how it comes back under 250.
 */
export const javascriptTargetKiB = { content: 150, search: 225, vehicle: 250 } as const;
