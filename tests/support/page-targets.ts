/**
 * The targets of README "Page speed" for every page type, Lighthouse mobile: held by
 * `npm run bench:pages` and, for the JavaScript budgets, by tests/e2e/page-weight.spec.ts.
 */
export const lighthouseTargets = { performance: 95, lcpMs: 2000, tbtMs: 250, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 };

/**
 * JavaScript sent, compressed, in KiB: a content page 150; the vehicle page 160 (250 before its
 * dialogs, calculator and similar cars loaded on first use; 150.8 measured on 2026-11-27); search
 * 235 (255 before its first results became server HTML; 244 when it still carried every locale's
 * message catalogue; 226.2 measured on 2026-11-27: README "Page speed").
 */
export const javascriptTargetKiB = { content: 150, search: 235, vehicle: 160 } as const;
