import { describe, expect, it, vi } from 'vitest';

/** The settings document the content store holds for each site now (what `loadSettings` reads). */
const stored = new Map<string, Record<string, unknown> | null>();
vi.mock('./client', () => ({
  contentClient: () => ({ fetch: async (_query: string, { site }: { site: string }) => stored.get(site) ?? null }),
}));
const { loadSite } = await import('./site');

/** A site merged with its settings is kept until the settings change (README "Page speed"). */
describe('loadSite', () => {
  it('answers the same site while the settings keep their revision, and merges again on an edit', async () => {
    stored.set('riverside-kia', { _id: 'siteSettings-riverside-kia', _rev: 'r1', site: 'riverside-kia', phone: '07 3000 0001' });
    const first = await loadSite('riverside-kia', false);
    expect(first?.config.slug).toBe('riverside-kia');
    expect(await loadSite('riverside-kia', false)).toBe(first);

    stored.set('riverside-kia', { _id: 'siteSettings-riverside-kia', _rev: 'r2', site: 'riverside-kia', phone: '07 3000 0002' });
    const edited = await loadSite('riverside-kia', false);
    expect(edited).not.toBe(first);
    expect(await loadSite('riverside-kia', false)).toBe(edited);
  });

  it.each([
    ['no settings', null],
    ['settings without a revision', { site: 'lone-star-jeep' }],
  ])('keeps a site with %s too', async (_, settings) => {
    stored.set('lone-star-jeep', settings);
    const first = await loadSite('lone-star-jeep', false);
    expect(first?.config.slug).toBe('lone-star-jeep');
    expect(await loadSite('lone-star-jeep', false)).toBe(first);
  });

  it('never mixes a draft preview with the published site', async () => {
    stored.set('riverside-kia', { _id: 'siteSettings-riverside-kia', _rev: 'r3', site: 'riverside-kia' });
    expect(await loadSite('riverside-kia', true)).not.toBe(await loadSite('riverside-kia', false));
  });

  it('knows no site the registry does not define', async () => {
    expect(await loadSite('no-such-dealer', false)).toBeUndefined();
  });
});
