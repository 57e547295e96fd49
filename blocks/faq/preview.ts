import { bar, chevron, definePreview, rect } from '../registry/thumbnail';
import { faqSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const faqPreview = definePreview({
  title: faqSchema.title,
  group: 'content',
  description: 'Questions that open to show their answers, one below the other.',
  shapes: [
    bar(16, 10, 72, { height: 8, tone: 'strong' }),
    rect(16, 26, 208, 40, { fill: 'white', stroke: 'panel', radius: 4 }),
    bar(26, 34, 120, { height: 5, tone: 'strong' }),
    chevron(212, 36.5, 'up'),
    bar(26, 48, 170),
    bar(26, 56, 130),
    ...[{ y: 72, width: 132 }, { y: 94, width: 104 }, { y: 116, width: 148 }].flatMap(({ y, width }) => [
      rect(16, y, 208, 17, { fill: 'white', stroke: 'panel', radius: 4 }),
      bar(26, y + 6.5, width, { height: 5, tone: 'strong' }),
      chevron(212, y + 8.5, 'down'),
    ]),
  ],
});
