import { carImageBodies, carImageColours, carImagePath } from '@dealer/stock/server';
import { describe, expect, it } from 'vitest';
import { seedFiles } from '@dealer/tenants/seed';

/** Every demo hero slide shows a picture the web app draws itself (web/app/car-images/[body]/[file]). */
const slides = [...seedFiles().entries()].flatMap(([path, ndjson]) =>
  ndjson.trim().split('\n').map((line) => JSON.parse(line) as { _type: string; blocks?: { _type: string; slides?: { name: string; imageUrl?: string }[] }[] })
    .filter((doc) => doc._type === 'page')
    .flatMap((doc) => (doc.blocks ?? []).filter((block) => block._type === 'heroCarousel').flatMap((block) => block.slides ?? []))
    .map((slide) => [path.split('/')[0]!, slide.name, slide.imageUrl] as const),
);

describe('demo hero slides have generated car pictures (§2 Carousel)', () => {
  it('covers every demo site', () => {
    expect(new Set(slides.map(([site]) => site)).size).toBe(4);
  });

  it.each(slides)('%s: "%s" points at %s', (_site, _name, imageUrl) => {
    const match = /^\/car-images\/([A-Za-z]+)\/([a-z-]+)\.png\?v=1(?:&w=(\d+))?$/.exec(imageUrl ?? '');
    expect(match, String(imageUrl)).not.toBeNull();
    const [, body, colour, width] = match!;
    expect(carImageBodies).toContain(body);
    expect(Object.keys(carImageColours)).toContain(colour);
    expect(imageUrl!.startsWith(carImagePath(body, colour))).toBe(true);
    if (width) expect(Number(width)).toBeLessThanOrEqual(1600); // the route's largest width
  });
});
