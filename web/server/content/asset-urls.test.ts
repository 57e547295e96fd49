import { describe, expect, it } from 'vitest';
import { localiseAssetUrls } from './asset-urls';

describe('uploaded image URLs are served from the site host', () => {
  const lake = 'https://localhost:4000';
  it.each([
    ['a lake image', 'https://localhost:4000/images/local/production/abc-10x20.png', '/cms-images/local/production/abc-10x20.png'],
    ['a Sanity CDN image (production)', 'https://cdn.sanity.io/images/p/production/abc-10x20.png', 'https://cdn.sanity.io/images/p/production/abc-10x20.png'],
    ['another lake path', 'https://localhost:4000/v1/data/query', 'https://localhost:4000/v1/data/query'],
    ['a local path', '/car-images/suv/white.png', '/car-images/suv/white.png'],
  ])('%s', (_name, url, expected) => {
    expect(localiseAssetUrls({ blocks: [{ slides: [{ imageUrl: url }] }] }, lake)).toEqual({ blocks: [{ slides: [{ imageUrl: expected }] }] });
  });

  it('leaves everything alone against Sanity (no lake)', () => {
    const value = { imageUrl: 'https://localhost:4000/images/x.png' };
    expect(localiseAssetUrls(value, undefined)).toBe(value);
  });
});
