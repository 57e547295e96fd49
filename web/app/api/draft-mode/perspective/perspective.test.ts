import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';

/**
 * POST /api/draft-mode/perspective (README "Content Releases"): the release an editor picks in
 * the Studio while previewing is kept in a cookie for the server's content reads.
 */
let draft = true;
const jar = new Map<string, { value: string; partitioned?: boolean; httpOnly?: boolean; expires?: Date }>();
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: draft }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (cookie: { name: string; value: string; partitioned?: boolean; httpOnly?: boolean; expires?: Date }) => jar.set(cookie.name, cookie),
  }),
}));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const { POST } = await import('./route');
const SITE = 'riverside-kia.localhost:3000';
const send = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request(`http://${SITE}/api/draft-mode/perspective`, {
    method: 'POST',
    headers: { host: SITE, origin: `http://${SITE}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
    body,
  }));

describe('POST /api/draft-mode/perspective', () => {
  it('keeps a release stack in a partitioned, http-only cookie and says it changed', async () => {
    jar.clear();
    const answer = await send(JSON.stringify({ perspective: ['rBlackFriday', 'drafts'] }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ perspective: 'rBlackFriday,drafts', changed: true });
    expect(jar.get(perspectiveCookieName)).toMatchObject({ value: 'rBlackFriday,drafts', partitioned: true, httpOnly: true });
  });

  it('says nothing changed when the Studio repeats the same perspective, so the preview does not re-render', async () => {
    const answer = await send(JSON.stringify({ perspective: 'rBlackFriday,drafts' }));
    expect(await answer.json()).toEqual({ perspective: 'rBlackFriday,drafts', changed: false });
  });

  it('goes back to the drafts on anything it cannot read as a perspective', async () => {
    const answer = await send(JSON.stringify({ perspective: 'raw' }));
    expect(await answer.json()).toEqual({ perspective: 'drafts', changed: true });
  });

  it.each([
    ['no preview (a shopper)', JSON.stringify({ perspective: 'drafts' }), {}, 403, false],
    ['another site\'s page', JSON.stringify({ perspective: 'drafts' }), { origin: 'http://southern-cross-motors.localhost:3000', 'sec-fetch-site': 'same-site' }, 403, true],
    ['a body that is not JSON', 'drafts', {}, 400, true],
    ['a perspective of the wrong type', JSON.stringify({ perspective: 7 }), {}, 400, true],
    ['too many layers', JSON.stringify({ perspective: Array.from({ length: 9 }, (_, i) => `r${i}`) }), {}, 400, true],
    ['an oversized body', JSON.stringify({ perspective: 'r'.repeat(2000) }), {}, 413, true],
  ])('refuses %s with problem details', async (_, body, headers, status, inPreview) => {
    draft = inPreview;
    const before = jar.get(perspectiveCookieName)?.value;
    const answer = await send(body, headers);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(jar.get(perspectiveCookieName)?.value).toBe(before);
    draft = true;
  });
});
