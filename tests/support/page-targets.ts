/**
 * The targets of README "Page speed" for every page type, Lighthouse mobile: held by
 * `npm run bench:pages` and, for the JavaScript budgets, by tests/e2e/page-weight.spec.ts.
 */
export const lighthouseTargets = { performance: 95, lcpMs: 2000, tbtMs: 250, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 };

/**
 * JavaScript sent, compressed, in KiB: a content page 150, the vehicle page 250, search 250 (255
 * before its first results became server HTML; 216 measured on that change's own build, 244 on
 * the merged build, which also loads the enquiry form's chunk: README "Page speed").
 */
export const javascriptTargetKiB = { content: 150, search: 250, vehicle: 250 } as const;
