import { bar, columns, definePreview, rect, star, text } from '../registry/thumbnail';
import { reviewFeedSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const reviewFeedPreview = definePreview({
  title: reviewFeedSchema.title,
  group: 'dealership',
  description: 'This site\'s best recent customer reviews, with the overall star rating above them.',
  shapes: [
    text(14, 26, '4.6', { size: 18, bold: true }),
    ...[0, 1, 2, 3, 4].map((i) => star(56 + i * 13, 19, 5.5)),
    bar(124, 17, 54, { height: 3 }),
    ...columns(3, 12, 216, 8).flatMap(({ x, width }) => [
      rect(x, 38, width, 86, { fill: 'white', stroke: 'panel', radius: 4 }),
      ...[0, 1, 2, 3, 4].map((i) => star(x + 10 + i * 9, 50, 3.6)),
      text(x + 6, 74, '\u201C', { size: 20, tone: 'block', bold: true }),
      bar(x + 8, 78, width * 0.8, { height: 3 }),
      bar(x + 8, 86, width * 0.75, { height: 3 }),
      bar(x + 8, 94, width * 0.5, { height: 3 }),
      bar(x + 8, 110, width * 0.4, { height: 4, tone: 'strong' }),
    ]),
  ],
});
