import { bar, columns, definePreview, image, rect } from '../registry/thumbnail';
import { blogListSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const blogListPreview = definePreview({
  title: blogListSchema.title,
  group: 'content',
  description: 'This site\'s blog posts, newest first, as cards with a cover picture, date and title.',
  shapes: [
    bar(12, 12, 60, { height: 8, tone: 'strong' }),
    ...columns(3, 12, 216, 8).flatMap(({ x, width }) => [
      rect(x, 28, width, 96, { fill: 'white', stroke: 'panel', radius: 4 }),
      image(x, 28, width, 50, { radius: 4 }),
      bar(x + 6, 85, width * 0.35, { height: 3 }),
      bar(x + 6, 94, width * 0.85, { height: 5, tone: 'strong' }),
      bar(x + 6, 103, width * 0.6, { height: 5, tone: 'strong' }),
      bar(x + 6, 114, width * 0.7, { height: 3 }),
    ]),
  ],
});
