import { describe, expect, it } from 'vitest';
import { heroSlidesComplete } from './hero-slides';

const image = { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-1600x900-jpg' } };

describe('slider slides need an image and a link (§2 Carousel, §3 Slider slide)', () => {
  it.each([
    ['an uploaded image and a link', [{ name: 'EV9', image, url: '/special-offers' }]],
    ['a demo image path and a link', [{ name: 'EV9', imageUrl: '/demo/ev9.jpg', url: '/service' }]],
    ['no slides yet', []],
    ['no slides field', undefined],
  ])('accepts %s', (_name, slides) => {
    expect(heroSlidesComplete(slides, {})).toBe(true);
  });

  it('names each slide and what it misses', () => {
    const slides = [
      { name: 'EV9', image, url: '/special-offers' },
      { name: 'Service specials', url: '/service' },
      { name: 'Trade in', imageUrl: '/demo/trade.jpg' },
      { image: { _type: 'image' } },
    ];
    expect(heroSlidesComplete(slides, {})).toBe(
      'Slide 2 ("Service specials") needs an image; Slide 3 ("Trade in") needs a link; Slide 4 needs an image and a link. Upload an image to each slide and set its link (e.g. /special-offers), or remove the slide.',
    );
  });
});
