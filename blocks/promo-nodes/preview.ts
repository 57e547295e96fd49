import { bar, button, columns, definePreview, image, rect, text } from '../registry/thumbnail';
import { promoNodesSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const promoNodesPreview = definePreview({
  title: promoNodesSchema.title,
  group: 'banners',
  description: 'This site\'s live promo cards: offer picture, badge, headline and a button, ordered by rotation.',
  shapes: [
    bar(12, 12, 80, { height: 8, tone: 'strong' }),
    ...columns(3, 12, 216, 8).flatMap(({ x, width }) => [
      rect(x, 28, width, 96, { fill: 'white', stroke: 'panel', radius: 4 }),
      image(x, 28, width, 48, { radius: 4 }),
      rect(x + 5, 33, 28, 11, { fill: 'strong', radius: 5.5 }),
      text(x + 19, 41, 'Offer', { size: 7, anchor: 'middle', tone: 'white', bold: true }),
      bar(x + 6, 84, width * 0.75, { height: 6, tone: 'strong' }),
      bar(x + 6, 95, width * 0.55),
      button(x + 6, 106, width * 0.55, 11),
    ]),
  ],
});
