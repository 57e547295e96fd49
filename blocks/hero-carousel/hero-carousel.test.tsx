import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../registry/render-for-test';
import { carouselControls, goTo } from './carousel-state';
import { heroCarouselDataSchema } from './data';
import { heroCarouselBlock } from './index';

describe('hero carousel (§2 carousel, §4 disabled at ends)', () => {
  it.each([
    [0, 3, false, true],
    [1, 3, true, true],
    [2, 3, true, false],
    [0, 1, false, false],
  ])('index %i of %i: previous %s, next %s', (index, count, canGoPrevious, canGoNext) => {
    expect(carouselControls({ index, count })).toEqual({ canGoPrevious, canGoNext });
  });

  it.each([
    [-1, 0],
    [1, 1],
    [5, 2],
  ])('goTo(%i) clamps to %i', (target, expected) => {
    expect(goTo({ index: 0, count: 3 }, target)).toBe(expected);
  });

  const slides = [
    { _key: 'a', name: 'EV9 now in stock', url: '/search/kia/ev9' },
    { _key: 'b', name: 'No link' },
    { _key: 'c', name: 'Service specials', url: '/service', description: 'Book online' },
  ];

  it('drops slides without a headline or link', () => {
    const data = heroCarouselDataSchema.parse({ slides });
    expect(data.slides.map((s) => s._key)).toEqual(['a', 'c']);
  });

  it('rejects a carousel with no usable slide', () => {
    expect(heroCarouselDataSchema.safeParse({ slides: [{ _key: 'x' }] }).success).toBe(false);
  });

  it.each([
    ['riverside-kia', 'Explore More'],
    ['harbour-city-toyota', 'Discover More'],
  ])('%s shows the "%s" overlay button', (slug, label) => {
    const data = heroCarouselDataSchema.parse({ slides });
    const html = renderHtml(<heroCarouselBlock.Component data={data} context={testContext(slug)} />);
    expect(html).toContain(label);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toMatch(/aria-label="Previous slide"[^>]*disabled|disabled[^>]*aria-label="Previous slide"/);
  });

  it('shows a slide\'s picture as an <img> in the HTML, resized by the image optimiser: the first eagerly at high priority (the LCP element), the others lazily', () => {
    const imageUrl = '/car-images/suv/white.png?v=1&w=1600';
    const data = heroCarouselDataSchema.parse({ slides: [{ ...slides[0], imageUrl }, { ...slides[2], imageUrl }, { _key: 'd', name: 'No picture', url: '/offers' }] });
    const html = renderHtml(<heroCarouselBlock.Component data={data} context={testContext('riverside-kia')} />);
    const images = [...html.matchAll(/<img[^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(2); // the slide without a picture keeps its tone colour only
    for (const image of images) {
      // README "Page speed": a phone-sized WebP from next/image, never the 1600 px PNG itself.
      expect(image).toContain(`src="/_next/image?url=${encodeURIComponent(imageUrl)}&amp;w=`);
      expect(image).toMatch(/srcSet="[^"]* 640w, /);
      expect(image).toContain('alt=""'); // decorative: the headline carries the meaning
    }
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[1]).toContain('loading="lazy"');
    expect(images[1]).not.toMatch(/fetchpriority/i);
  });

  it('no overlay button on sites without one', () => {
    const data = heroCarouselDataSchema.parse({ slides });
    const html = renderHtml(<heroCarouselBlock.Component data={data} context={testContext('lone-star-jeep')} />);
    expect(html).not.toContain('Explore More');
    expect(html).not.toContain('Discover More');
  });
});
