import { defineBlock } from '../registry/define-block';
import { heroCarouselDataSchema, heroCarouselProjection } from './data';
import { HeroCarouselClient } from './HeroCarouselClient';
import { heroCarouselPreview } from './preview';
import { HeroSlide } from './HeroSlide';
import { heroCarouselSchema } from './schema';

export const heroCarouselBlock = defineBlock({
  type: 'heroCarousel',
  schema: heroCarouselSchema,
  projection: heroCarouselProjection,
  data: heroCarouselDataSchema,
  preview: heroCarouselPreview,
  Component: ({ data, context: { site, locale } }) => {
    const setting = site.features.sliderOverlay;
    const overlay = setting === 'Explore More' ? locale.t('carousel.exploreMore') : setting === 'Discover More' ? locale.t('carousel.discoverMore') : null;
    return (
      <HeroCarouselClient
        slides={data.slides.map((slide, i) => ({ key: slide._key, content: <HeroSlide slide={slide} overlay={overlay} first={i === 0} /> }))}
        labels={{
          region: locale.t('carousel.label'),
          previous: locale.t('carousel.previous'),
          next: locale.t('carousel.next'),
          goTo: locale.t('carousel.goTo'),
        }}
      />
    );
  },
});
