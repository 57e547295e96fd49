import { bar, circle, columns, definePreview, rect } from '../registry/thumbnail';
import { marketingStripSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const marketingStripPreview = definePreview({
  title: marketingStripSchema.title,
  group: 'banners',
  description: 'A slim band of selling points (reserve online, secure checkout, finance), each an icon with a title and a line of text.',
  shapes: [
    rect(0, 42, 240, 52, { fill: 'panel', radius: 0 }),
    ...columns(3, 14, 212, 10).flatMap(({ x, width }) => [
      circle(x + 12, 68, 10, { fill: 'white', stroke: 'strong' }),
      circle(x + 12, 68, 3.5, { fill: 'strong' }),
      bar(x + 28, 61, width * 0.55, { height: 6, tone: 'strong' }),
      bar(x + 28, 73, width * 0.65),
    ]),
  ],
});
