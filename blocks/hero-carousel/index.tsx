import { defineBlock } from '../registry/define-block';
import { heroCarouselDataSchema, heroCarouselProjection } from './data';
import { HeroCarouselClient } from './HeroCarouselClient';
import { heroCarouselPreview } from './preview';
import { heroCarouselSchema } from './schema';

export const heroCarouselBlock = defineBlock({
  type: 'heroCarousel',
  schema: heroCarouselSchema,
  projection: heroCarouselProjection,
  data: heroCarouselDataSchema,
  preview: heroCarouselPreview,
  Component: ({ data, context: { site, locale } }) => {
    const overlay = site.features.sliderOverlay;
    return (
      <HeroCarouselClient
        slides={data.slides}
        labels={{
          region: locale.t('carousel.label'),
          previous: locale.t('carousel.previous'),
          next: locale.t('carousel.next'),
          goTo: locale.t('carousel.goTo'),
          overlay: overlay === 'Explore More' ? locale.t('carousel.exploreMore') : overlay === 'Discover More' ? locale.t('carousel.discoverMore') : null,
        }}
      />
    );
  },
});
