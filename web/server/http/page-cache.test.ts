import { describe, expect, it } from 'vitest';
import { createPageCache, type KeptPage } from './page-cache.mts';

const page = (storedAt: number, { fresh = 100, stale = 50, bytes = 1000, tags = ['site:a'] } = {}): KeptPage => ({
  status: 200,
  headers: {},
  br: Buffer.alloc(bytes),
  gzip: Buffer.alloc(0),
  etag: '"e"',
  tags,
  storedAt,
  freshUntil: storedAt + fresh,
  staleUntil: storedAt + fresh + stale,
});

describe('the front door’s kept pages (page-cache.mts)', () => {
  it.each([
    [0, 'fresh'],
    [99, 'fresh'],
    [100, 'stale'],
    [149, 'stale'],
    [150, undefined],
  ])('kept at 0, fresh 100 ms and stale 50 more: at %s ms it is %s', (at, state) => {
    let time = 0;
    const cache = createPageCache({ maxBytes: 1e6, now: () => time, outdated: () => false });
    cache.set('k', page(0));
    time = at;
    expect(cache.get('k')?.state).toBe(state);
  });

  it('a page whose tag expired since it was kept is gone, and stays gone', () => {
    let expired = false;
    const cache = createPageCache({ maxBytes: 1e6, now: () => 0, outdated: (tags) => expired && tags.includes('stock:a') });
    cache.set('k', page(0, { tags: ['site:a', 'stock:a'] }));
    expect(cache.get('k')?.state).toBe('fresh');
    expired = true;
    expect(cache.get('k')).toBeUndefined();
    expired = false;
    expect([cache.get('k'), cache.size, cache.bytes]).toEqual([undefined, 0, 0]);
  });

  it('over its bytes, the least recently used page goes first', () => {
    const cache = createPageCache({ maxBytes: 3 * 2024, now: () => 0, outdated: () => false });
    for (const key of ['a', 'b', 'c']) cache.set(key, page(0));
    cache.get('a');
    cache.set('d', page(0));
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([true, false, true, true]);
  });

  it('a stale page is rendered again by one request at a time: the others get the stale copy until it is kept, given up, or the wait passes', () => {
    let time = 0;
    const cache = createPageCache({ maxBytes: 1e6, now: () => time, outdated: () => false, refreshWaitMs: 20 });
    cache.set('k', page(0));
    time = 110;
    expect([cache.claimRefresh('k'), cache.claimRefresh('k')]).toEqual([true, false]);
    cache.release('k');
    expect(cache.claimRefresh('k')).toBe(true);
    time = 130;
    expect(cache.claimRefresh('k')).toBe(true);
    cache.set('k', page(130));
    expect(cache.get('k')?.state).toBe('fresh');
  });
});
