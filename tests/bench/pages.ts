/**
 * `npm run bench:pages` (README "Page speed"): Lighthouse 13, mobile (its default throttling),
 * against the production build started as `npm start` starts it (on this bench's own ports and data
 * folder; platform.ts), in Debian's Chromium. Every page type of every demo site is measured
 * `--runs` times (default 3); the table shows the medians beside the targets. Chromium sends its own
 * headers; the bench's own requests (the sitemap, warming pages and their pictures) send the same.
 *
 * Beside the absolute targets, each page type's TBT is printed as a multiple of the same site's
 * legal page in the same run (tbt-floor.ts: search and vehicle at most 1.5x), with Lighthouse's
 * `benchmarkIndex` (how fast this machine was), since milliseconds do not travel between machines.
 * Then, unless `--no-flows`, a Lighthouse user flow per site on the search and vehicle pages times
 * each interaction's INP (interaction-flows.ts; at most 200 ms).
 *
 *   npm run bench:pages                                   every site, every page type, 3 runs
 *   npm run bench:pages -- --sites riverside-kia --pages home,legal --runs 1
 *   npm run bench:pages -- --json .data/bench/pages.json  also write every run as JSON
 *   npm run bench:pages -- --reports .data/bench/lhr       keep each Lighthouse report (to see why)
 *   npm run bench:pages -- --no-flows                      without the INP user flows
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';
import { javascriptTargetKiB, lighthouseTargets } from '../support/page-targets';
import { firstCarPath } from './first-car';
import { inpGoalMs, measureInteractions, type FlowPage, type InteractionFigure } from './interaction-flows';
import { benchStack, demoSites, repoRoot, startPlatform } from './platform';
import { meets, median, rangeText, verdict } from './ratios';
import { floorPage, tbtFloorCells } from './tbt-floor';
import { table as tableOf } from './cluster/load-figures';

/** The targets of README "Page speed" for every page type (the vehicle page and home have a stretch of 97). */
const targets = lighthouseTargets;
const { content, search, vehicle } = javascriptTargetKiB;
const jsBudgetKiB: Record<PageType, number> = { home: content, cms: content, legal: content, blog: content, contact: content, search, vehicle, notFound: content };

const pageTypes = ['home', 'cms', 'legal', 'search', 'vehicle', 'blog', 'contact', 'notFound'] as const;
type PageType = (typeof pageTypes)[number];

interface Run {
  site: string;
  page: PageType;
  url: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The 404 page's scores as Lighthouse gives them, before its own status is set aside. */
  unadjusted?: { bestPractices: number; seo: number };
  jsKiB: number;
  /** Lighthouse's measure of this machine's speed at the time (lhr.environment.benchmarkIndex; higher is faster). */
  benchmarkIndex: number;
  /** Which of the `--runs` rounds this was (1-based). */
  round: number;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * A category's score with the given audits left out (weighted as Lighthouse weighs them). Used
 * only for the 404 page, which answers 404 on purpose: Lighthouse's SEO category fails it for the
 * status itself (`http-status-code`) and for the `noindex` Next puts on every not-found page
 * (`is-crawlable`), and best practices for the browser's logging of that same status. Every other
 * audit of both categories still counts.
 */
function scoreWithout(lhr: Report, category: string, left: (id: string) => boolean): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!ref.weight || !audit || audit.score === null || left(ref.id)) continue;
    weighted += audit.score * ref.weight;
    weights += ref.weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : 0;
}

/** True when all that keeps the page from crawlers is a robots `noindex` meta (every 404 page has one). */
function onlyNoindexMeta(lhr: Report): boolean {
  const items = (lhr.audits['is-crawlable']?.details as { items?: { source?: { snippet?: string } }[] } | undefined)?.items ?? [];
  return items.length > 0 && items.every((item) => /name="robots"/.test(item.source?.snippet ?? '') && /noindex/.test(item.source?.snippet ?? ''));
}

/** True when the only console error is the browser reporting this page's own 404. */
function onlyOwnNotFoundLogged(lhr: Report, url: string): boolean {
  const items = (lhr.audits['errors-in-console']?.details as { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined)?.items ?? [];
  return items.length > 0 && items.every((item) => item.sourceLocation?.url === url && /status of 404/.test(item.description ?? ''));
}

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: demoSites.join(',') },
    pages: { type: 'string', default: pageTypes.join(',') },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    reports: { type: 'string' },
    // INP user flows on the search and vehicle pages (interaction-flows.ts); --no-flows leaves them out.
    flows: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const sites = args.sites.split(',').filter(Boolean);
const asked = args.pages.split(',').filter(Boolean) as PageType[];
// The legal page is the yardstick every other page type's TBT is divided by (tbt-floor.ts).
const pages: PageType[] = asked.includes(floorPage) ? asked : [floorPage, ...asked];
const runs = Number(args.runs);
const stack = benchStack('pages');
for (const page of pages) if (!pageTypes.includes(page)) throw new Error(`unknown page type "${page}"; one of ${pageTypes.join(', ')}`);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

/** The first blog post of a site, from its seed content (every demo site has posts). */
function firstPostPath(site: string): string {
  const lines = readFileSync(join(repoRoot, 'tenants', 'sites', site, 'content.ndjson'), 'utf8').trim().split('\n');
  const post = lines.map((line) => JSON.parse(line) as { _type: string; slug?: { current?: string } }).find((doc) => doc._type === 'post' && doc.slug?.current);
  if (!post) throw new Error(`${site} has no blog post in its seed content`);
  return `/blog/${post.slug!.current}`;
}

/** Each site's first listed car, from its own sitemap (filled in once the platform runs). */
const vehiclePaths = new Map<string, string>();

function pathOf(site: string, page: PageType): string {
  switch (page) {
    case 'home': return '/';
    case 'cms': return '/service';
    case 'legal': return '/privacy-policy';
    case 'search': return '/search';
    case 'vehicle': return vehiclePaths.get(site)!;
    case 'blog': return firstPostPath(site);
    case 'contact': return '/contact';
    case 'notFound': return '/no-such-page';
  }
}

async function measure(port: number, site: string, page: PageType, round: number): Promise<Run> {
  const url = `${stack.origin(site)}${pathOf(site, page)}`;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // The 404 page type answers 404 on purpose.
    ignoreStatusCode: page === 'notFound',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (args.reports) {
    mkdirSync(args.reports, { recursive: true });
    writeFileSync(join(args.reports, `${site}-${page}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const script = summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const ownStatus =
    page === 'notFound'
      ? {
          unadjusted: { bestPractices: score('best-practices'), seo: score('seo') },
          bestPractices: scoreWithout(lhr, 'best-practices', (id) => id === 'errors-in-console' && onlyOwnNotFoundLogged(lhr, url)),
          seo: scoreWithout(lhr, 'seo', (id) => id === 'http-status-code' || (id === 'is-crawlable' && onlyNoindexMeta(lhr))),
        }
      : undefined;
  return {
    site, page, url,
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: ownStatus?.bestPractices ?? score('best-practices'),
    seo: ownStatus?.seo ?? score('seo'),
    ...(ownStatus ? { unadjusted: ownStatus.unadjusted } : {}),
    jsKiB: script / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    round,
  };
}

function table(results: Run[]): string {
  const header = ['site', 'page', 'perf (≥95)', 'LCP ms (≤2000)', 'TBT ms (≤250)', 'CLS (≤0.02)', 'a11y', 'best pr.', 'SEO', 'JS KiB (budget)', 'ok', 'TBT × legal (goal)', 'ratio'];
  const rows = [header];
  for (const site of sites) {
    const floorTbtMs = median(results.filter((run) => run.site === site && run.page === floorPage).map((run) => run.tbtMs));
    for (const page of pages) {
      const mine = results.filter((run) => run.site === site && run.page === page);
      if (!mine.length) continue;
      const m = (key: keyof Run) => median(mine.map((run) => run[key] as number));
      const ok =
        m('performance') >= targets.performance && m('lcpMs') <= targets.lcpMs && m('tbtMs') <= targets.tbtMs && m('cls') <= targets.cls &&
        m('accessibility') >= targets.accessibility && m('bestPractices') >= targets.bestPractices && m('seo') >= targets.seo && m('jsKiB') <= jsBudgetKiB[page];
      rows.push([
        site, page, String(m('performance')), m('lcpMs').toFixed(0), m('tbtMs').toFixed(0), m('cls').toFixed(3),
        String(m('accessibility')), `${m('bestPractices')}${page === 'notFound' ? '†' : ''}`, `${m('seo')}${page === 'notFound' ? '†' : ''}`, `${m('jsKiB').toFixed(0)} (${jsBudgetKiB[page]})`, ok ? 'yes' : 'NO',
        ...tbtFloorCells(page, m('tbtMs'), floorTbtMs),
      ]);
    }
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/**
 * Fetches a page and every size of its high-priority picture: a live site's image cache holds
 * them after the first shopper, so Lighthouse should not time the optimiser's first encode. Asked
 * with Chromium's image `Accept`, so the optimiser makes (and caches) the format Chromium gets.
 */
async function warm(site: string, path: string) {
  const { body } = await stack.request(site, path);
  for (const tag of body.match(/<img[^>]*fetchPriority="high"[^>]*>/g) ?? []) {
    const srcset = /srcSet="([^"]*)"/.exec(tag)?.[1] ?? '';
    for (const candidate of srcset.split(', ')) {
      const url = candidate.split(' ')[0]?.replaceAll('&amp;', '&');
      if (url?.startsWith('/')) await stack.request(site, url, { kind: 'image' });
    }
  }
}

const platform = await startPlatform(stack);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results: Run[] = [];
const interactions: (InteractionFigure & { site: string; page: FlowPage })[] = [];
const flowPages = args.flows ? pages.filter((page): page is FlowPage => page === 'search' || page === 'vehicle') : [];
const browser = flowPages.length ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null }) : undefined;
try {
  // Warm every page once (first renders fill caches and compile nothing in production, but the
  // lake and the stock index answer faster once touched): Lighthouse measures a warm server.
  for (const site of sites) vehiclePaths.set(site, await firstCarPath(stack, site));
  for (const site of sites) for (const page of pages) await warm(site, pathOf(site, page));
  const total = sites.length * pages.length * runs;
  for (let run = 1; run <= runs; run++) {
    for (const site of sites) {
      for (const page of pages) {
        const measured = await measure(chrome.port, site, page, run);
        results.push(measured);
        process.stderr.write(`[bench] ${results.length}/${total} ${site} ${page}: performance ${measured.performance}, LCP ${measured.lcpMs.toFixed(0)} ms, TBT ${measured.tbtMs.toFixed(0)} ms, JS ${measured.jsKiB.toFixed(0)} KiB\n`);
      }
      for (const page of flowPages) {
        // A flow that breaks (a control renamed, Chromium gone) costs its own rows, not the run's other figures.
        const figures: InteractionFigure[] = await measureInteractions(browser!, `${stack.origin(site)}${pathOf(site, page)}`, page).catch((error: unknown) => [
          { interaction: 'the whole flow', note: `failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}` },
        ]);
        interactions.push(...figures.map((figure) => ({ ...figure, site, page })));
        process.stderr.write(`[bench] ${site} ${page} interactions: ${figures.map((figure) => `${figure.interaction} ${figure.inpMs !== undefined ? `${figure.inpMs.toFixed(0)} ms` : `(${figure.note})`}`).join(', ')}\n`);
      }
    }
  }
} finally {
  await browser?.disconnect();
  chrome.kill();
  await platform.stop();
}

console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile, production build (${new Date().toISOString().slice(0, 10)}).\n`);
console.log(table(results));
console.log(`\nTBT × legal: the median TBT of the page type divided by the median TBT of the same site's legal page in this run (the framework's floor here; README "Page speed").`);
const indexes = results.map((run) => run.benchmarkIndex);
const perRound = Array.from({ length: runs }, (_, round) => results.filter((run) => run.round === round + 1).map((run) => run.benchmarkIndex));
console.log(
  `Lighthouse benchmarkIndex (this machine's speed as Lighthouse measures it; higher is faster): median ${median(indexes).toFixed(0)}, range ${rangeText(indexes)} over ${indexes.length} Lighthouse runs` +
    (runs > 1 ? `; by run: ${perRound.map((values, round) => `${round + 1}: median ${median(values).toFixed(0)} (${rangeText(values)})`).join(', ')}` : '') + '.',
);
if (interactions.length) {
  const rows: string[][] = [];
  for (const site of sites) {
    for (const page of flowPages) {
      const mine = interactions.filter((figure) => figure.site === site && figure.page === page);
      for (const name of new Set(mine.map((figure) => figure.interaction))) {
        const measured = mine.filter((figure) => figure.interaction === name && figure.inpMs !== undefined).map((figure) => figure.inpMs!);
        const notes = [...new Set(mine.filter((figure) => figure.interaction === name && figure.note).map((figure) => figure.note!))];
        const inp = median(measured);
        rows.push([site, page, name, measured.length ? inp.toFixed(0) : '-', measured.length > 1 ? rangeText(measured) : '', `≤${inpGoalMs}`, verdict(measured.length ? meets(inp, { at: 'most', bound: inpGoalMs }) : undefined), notes.join('; ')]);
      }
    }
  }
  console.log(`\nInteraction to Next Paint: Lighthouse user flows (a navigation, then one timespan per interaction; audit interaction-to-next-paint), mobile, DevTools throttling (4x CPU, slow 4G), ${runs > 1 ? `median of ${runs} runs` : '1 run'}.\n`);
  console.log(tableOf(['site', 'page', 'interaction', 'INP ms', 'range', 'goal ms', 'met', 'note'], rows));
}
if (pages.includes('notFound')) {
  const notFound = results.filter((run) => run.unadjusted);
  const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
  console.log(
    `\n† The 404 page answers 404 on purpose; its own status is set aside: Lighthouse's http-status-code audit and the noindex every 404 page carries (SEO), and the browser's logging of that 404 (best practices). ` +
      `As Lighthouse scores it: SEO ${range(notFound.map((run) => run.unadjusted!.seo))}, best practices ${range(notFound.map((run) => run.unadjusted!.bestPractices))}.`,
  );
}
if (args.json) {
  mkdirSync(dirname(args.json), { recursive: true });
  writeFileSync(args.json, JSON.stringify({ targets, jsBudgetKiB, runs: results, interactions }, null, 2));
  console.log(`\nevery run: ${args.json}`);
}
