import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { DocumentChange } from './mutations';
import type { Commit } from './store';
import { WebhookDispatcher, webhookPayloads } from './webhooks';

const commitOf = (changes: Omit<DocumentChange, 'mutations'>[]): Commit => ({
  transactionId: 't',
  timestamp: '2025-01-01T00:00:00Z',
  identity: '',
  results: [],
  changes: changes.map((change) => ({ ...change, mutations: [] })),
});

describe('webhookPayloads', () => {
  it('skips drafts and versions, takes the site from the old version on delete, notifies both sites on a move', () => {
    const payloads = webhookPayloads(
      commitOf([
        { id: 'drafts.p', before: null, after: { _id: 'drafts.p', _type: 'page', site: 'a' } },
        { id: 'versions.r.p', before: null, after: { _id: 'versions.r.p', _type: 'page', site: 'a' } },
        { id: 'gone', before: { _id: 'gone', _type: 'page', site: 'a' }, after: null },
        { id: 'moved', before: { _id: 'moved', _type: 'promo', site: 'a' }, after: { _id: 'moved', _type: 'promo', site: 'b' } },
        { id: 'global', before: null, after: { _id: 'global', _type: 'manufacturer' } },
      ]),
    );
    expect(payloads).toEqual([
      { _id: 'gone', _type: 'page', site: 'a', operation: 'delete' },
      { _id: 'moved', _type: 'promo', site: 'b', operation: 'update' },
      { _id: 'moved', _type: 'promo', site: 'a', operation: 'update' },
      { _id: 'global', _type: 'manufacturer', site: null, operation: 'create' },
    ]);
  });

  it.each([
    ['a slug changed on publish (by hand or by a release) names both', { slug: { current: 'faqs' } }, { slug: { current: 'help' } }, { slug: 'help', previousSlug: 'faqs' }],
    ['an unchanged slug names it once', { slug: { current: 'faqs' } }, { slug: { current: 'faqs' } }, { slug: 'faqs' }],
    ['a first publish has no previous slug', null, { slug: { current: 'faqs' } }, { slug: 'faqs' }],
    ['a delete names the slug it had', { slug: { current: 'faqs' } }, null, { slug: 'faqs' }],
    ['a document without a slug names none', { title: 'x' }, { title: 'y' }, {}],
  ])('README "Redirects": %s (the projection `"slug": slug.current, "previousSlug": before().slug.current`)', (_name, before, after, slugs) => {
    const doc = (fields: Record<string, unknown> | null) => (fields ? { _id: 'p', _type: 'page', site: 'a', ...fields } : null);
    const [payload] = webhookPayloads(commitOf([{ id: 'p', before: doc(before), after: doc(after) }]));
    const operation = !before ? 'create' : !after ? 'delete' : 'update';
    expect(payload).toEqual({ _id: 'p', _type: 'page', site: 'a', operation, ...slugs });
  });
});

describe('WebhookDispatcher', () => {
  it('retries once after a failure and logs when both attempts fail', async () => {
    let calls = 0;
    const server = http.createServer((req, res) => {
      calls++;
      req.resume();
      res.writeHead(req.url === '/flaky' && calls === 1 ? 503 : req.url === '/down' ? 500 : 200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const lines: string[] = [];
    const commit = commitOf([{ id: 'p', before: null, after: { _id: 'p', _type: 'page', site: 'a' } }]);
    try {
      new WebhookDispatcher([{ url: `${base}/flaky`, secret: 's' }], { retryDelayMs: 10, log: (line) => lines.push(line) }).dispatch(commit);
      await expect.poll(() => calls).toBe(2);
      calls = 0;
      new WebhookDispatcher([{ url: `${base}/down`, secret: 's' }], { retryDelayMs: 10, log: (line) => lines.push(line) }).dispatch(commit);
      await expect.poll(() => lines.length).toBe(1);
      expect(calls).toBe(2);
      expect(lines[0]).toContain('HTTP 500');
    } finally {
      server.close();
    }
  });
});
