import { defineBlock } from '../registry/define-block';
import { heroCarouselDataSchema, heroCarouselProjection } from './data';
import { HeroCarouselClient } from './HeroCarouselClient';
import { heroCarouselPreview } from './preview';
import { HeroSlide } from './HeroSlide';
import { PreviewHeroCarousel } from './PreviewHeroCarousel';
import { heroCarouselSchema } from './schema';

export const heroCarouselBlock = defineBlock({
  type: 'heroCarousel',
  schema: heroCarouselSchema,
  projection: heroCarouselProjection,
  data: heroCarouselDataSchema,
  preview: heroCarouselPreview,
  Component: ({ data, context: { site, locale, editAttribute, editList } }) => {
    const setting = site.features.sliderOverlay;
    const overlay = setting === 'Explore More' ? locale.t('carousel.exploreMore') : setting === 'Discover More' ? locale.t('carousel.discoverMore') : null;
    const slides = data.slides.map((slide, i) => {
      const path = ['slides', { _key: slide._key }];
      const edit = editAttribute && ((field?: string) => editAttribute(field ? [...path, field] : path));
      return { key: slide._key, content: <HeroSlide slide={slide} overlay={overlay} first={i === 0} edit={edit} />, ...(edit ? { edit: edit() } : {}) };
    });
    const labels = {
      region: locale.t('carousel.label'),
      previous: locale.t('carousel.previous'),
      next: locale.t('carousel.next'),
      goTo: locale.t('carousel.goTo'),
    };
    // Preview in Presentation: slides follow the order an editor drags them into (README "Drag and drop in the preview").
    const list = editList?.('slides');
    return list ? <PreviewHeroCarousel list={list} slides={slides} labels={labels} /> : <HeroCarouselClient slides={slides} labels={labels} />;
  },
});
