// README "Page speed": every page inlines only the CSS its route imports (next.config's
// `cssChunking: 'graph'`), and an island whose code the browser imports late (a form hydrated on
// interaction) would otherwise draw without its styles until then. This reads each page's HTML as the
// server sends it, before any script runs, and expects every CSS Module class in its markup to have a
// rule in the page's own `<style>`.
import { expect, test } from './fixtures';
import { siteFetch } from './site-fetch';
import { demoSites } from './stack';

/** Pages beside the sitemap's: routes it does not list (tools, account, journeys, a 404), and a car's pages. */
const unlisted = ['/search', '/search/used-cars', '/favourites', '/compare', '/account', '/sign-in', '/trade-in', '/cars/trade-in', '/apply-for-finance', '/finance-pre-approval', '/finance-enquiry', '/personalised/finance', '/directory', '/parts/search', '/models', '/special-offers', '/contact-us', '/sell-my-car', '/checkout-journey', '/no-such-page'];

/** The CSS Module classes (Turbopack's `xxxxxx_name`) in `html`'s markup that no rule in its `<style>` elements names. */
function unstyledClasses(html: string): string[] {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const styled = new Set([...css.matchAll(/\.([A-Za-z0-9_-]{6}_[A-Za-z0-9_-]+)/g)].map((match) => match[1]));
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const used = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter((name) => /^[A-Za-z0-9_-]{6}_[A-Za-z]/.test(name)));
  return [...used].filter((name) => !styled.has(name));
}

// Some of the unlisted routes are off on some sites (a 404 page, checked too), which the console reports.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

for (const site of demoSites) {
  test(`${site}: every class the server draws has its CSS in the page's first response (README "Page speed")`, async ({ page }) => {
    const { body: sitemap } = await siteFetch(page, site, '/sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
    const car = listed.find((path) => path.startsWith('/cars/'));
    expect(car, 'the sitemap lists a car').toBeTruthy();
    const paths = [...new Set([...listed.filter((path) => !path.startsWith('/cars/')), ...unlisted, car!, `${car}/buy-online`])];
    // The server's HTML, as sent: no script has run on it.
    const pages = await Promise.all(paths.map(async (path) => ({ path, html: (await siteFetch(page, site, path)).body })));
    const unstyled = pages.map(({ path, html }) => ({ path, classes: unstyledClasses(html) })).filter(({ classes }) => classes.length);
    expect(unstyled).toEqual([]);
    expect(pages.length).toBeGreaterThan(20);
  });
}
