// README "Holding under abuse", headers: what every response says about itself, and the enquiry
// form cannot be framed elsewhere.
import { expect, test } from './fixtures';
import { siteFetch } from './site-fetch';
import { siteUrl } from './stack';

const everyResponse = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

test.describe('security headers (README "Holding under abuse")', () => {
  test.use({ allowedConsoleErrors: [[/status of 40[045]/, /violates the following Content Security Policy directive: "frame-ancestors/], { scope: 'test' }] });

  test('on pages, 404s, APIs, pictures, the sitemap and Next\'s own files', async ({ page }) => {
    await page.goto(`${siteUrl('riverside-kia')}/contact`);
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
    const paths = ['/', '/contact', '/search', '/no-such-page', '/api/search', '/robots.txt', '/sitemap.xml', '/car-images/suv/white.png?v=1', script!];
    for (const path of paths) {
      const answer = await siteFetch(page, 'riverside-kia', path);
      expect(answer.headers, path).toMatchObject(everyResponse);
      expect(answer.headers['permissions-policy'], path).toContain('camera=()');
    }
    for (const path of ['/', '/contact', '/search', '/no-such-page']) {
      const policy = (await siteFetch(page, 'riverside-kia', path)).headers['content-security-policy'];
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toMatch(/frame-ancestors 'self' https:\/\/localhost:\d+(;|$)/);
    }
  });

  test('the contact page, with its enquiry form, will not show inside another site\'s frame', async ({ page }) => {
    // A page on another origin (the platform host stands in for an attacker's) frames the form.
    await page.goto(`${siteUrl('lone-star-jeep')}/robots.txt`);
    await page.setContent(`<iframe id="victim" src="${siteUrl('riverside-kia')}/contact" width="800" height="600"></iframe>`);
    const frame = page.frameLocator('#victim');
    await expect(frame.getByRole('button', { name: 'Send enquiry' })).toHaveCount(0, { timeout: 5000 });
  });
});
