import { bar, circle, columns, definePreview, rect } from '../registry/thumbnail';
import { facetTilesSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const facetTilesPreview = definePreview({
  title: facetTilesSchema.title,
  group: 'stock',
  description: 'Tiles for the most-stocked makes or body styles, each linking to that stock.',
  shapes: [
    bar(12, 12, 84, { height: 8, tone: 'strong' }),
    ...[28, 78].flatMap((y) =>
      columns(4, 12, 216, 8).flatMap(({ x, width }) => [
        rect(x, y, width, 44, { fill: 'white', stroke: 'panel', radius: 4 }),
        circle(x + width / 2, y + 17, 9, { fill: 'panel', stroke: 'ink', strokeWidth: 1 }),
        bar(x + width * 0.25, y + 33, width * 0.5),
      ]),
    ),
  ],
});
