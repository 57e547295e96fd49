import { bar, button, chevron, circle, definePreview, image, rect } from '../registry/thumbnail';
import { heroCarouselSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const heroCarouselPreview = definePreview({
  title: heroCarouselSchema.title,
  group: 'banners',
  description: 'Full-width slides, each a picture with a headline and a button; arrows and dots move between them.',
  shapes: [
    image(0, 0, 240, 135, { radius: 0 }),
    rect(22, 58, 124, 50, { fill: 'white', radius: 4 }),
    bar(32, 68, 96, { height: 8, tone: 'strong' }),
    bar(32, 82, 70),
    button(32, 92, 44, 11),
    circle(12, 67, 8, { fill: 'white' }),
    chevron(11, 67, 'left'),
    circle(228, 67, 8, { fill: 'white' }),
    chevron(229, 67, 'right'),
    ...[108, 116, 124, 132].map((cx, i) => circle(cx, 124, 3, { fill: i === 0 ? 'strong' : 'white' })),
  ],
});
