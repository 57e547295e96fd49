import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
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

  it('shows a slide\'s image path (the demo car pictures) as its CSS background under a dark gradient', () => {
    const imageUrl = '/car-images/suv/white.png?v=1&w=1600';
    const data = heroCarouselDataSchema.parse({ slides: [{ ...slides[0], imageUrl }, slides[2]] });
    // renderHtml strips Emotion's <style> tags; the background image lives there.
    const html = renderToString(<ChakraProvider value={defaultSystem}><heroCarouselBlock.Component data={data} context={testContext('riverside-kia')} /></ChakraProvider>);
    const styles = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((match) => match[1]!.replaceAll('&amp;', '&')).join('');
    expect(styles.replace(/,\s*url\(/g, ', url(')).toContain(`background-image:linear-gradient(90deg, rgba(0,0,0,.65), rgba(0,0,0,.15)), url(${imageUrl})`);
    expect(styles.match(/url\(\/car-images/g)).toHaveLength(1); // the slide without an image keeps its tone colour only
  });

  it('no overlay button on sites without one', () => {
    const data = heroCarouselDataSchema.parse({ slides });
    const html = renderHtml(<heroCarouselBlock.Component data={data} context={testContext('lone-star-jeep')} />);
    expect(html).not.toContain('Explore More');
    expect(html).not.toContain('Discover More');
  });
});
