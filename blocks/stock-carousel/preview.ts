import { bar, car, chevron, circle, columns, definePreview, rect } from '../registry/thumbnail';
import { stockCarouselSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const stockCarouselPreview = definePreview({
  title: stockCarouselSchema.title,
  group: 'stock',
  description: 'A scrolling row of car cards from stock (latest arrivals or featured), with arrows.',
  shapes: [
    bar(12, 12, 92, { height: 8, tone: 'strong' }),
    ...columns(3, 26, 188, 8).flatMap(({ x, width }) => [
      rect(x, 28, width, 96, { fill: 'white', stroke: 'panel', radius: 4 }),
      rect(x, 28, width, 46, { fill: 'panel', radius: 4 }),
      car(x + width * 0.15, 66, width * 0.7),
      bar(x + 6, 82, width * 0.8, { height: 5, tone: 'strong' }),
      bar(x + 6, 92, width * 0.55),
      bar(x + 6, 108, width * 0.45, { height: 7, tone: 'strong' }),
    ]),
    circle(12, 76, 8, { fill: 'white', stroke: 'panel' }),
    chevron(11, 76, 'left'),
    circle(228, 76, 8, { fill: 'white', stroke: 'panel' }),
    chevron(229, 76, 'right'),
  ],
});
