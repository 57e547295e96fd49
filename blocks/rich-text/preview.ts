import { bar, definePreview } from '../registry/thumbnail';
import { richTextSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const richTextPreview = definePreview({
  title: richTextSchema.title,
  group: 'content',
  description: 'A heading and formatted text, in body style or small legal print.',
  shapes: [
    bar(24, 16, 120, { height: 10, tone: 'strong' }),
    ...[{ y: 40, width: 192 }, { y: 50, width: 184 }, { y: 60, width: 190 }, { y: 70, width: 120 }].map(({ y, width }) => bar(24, y, width)),
    ...[{ y: 88, width: 188 }, { y: 98, width: 192 }, { y: 108, width: 96 }].map(({ y, width }) => bar(24, y, width)),
  ],
});
