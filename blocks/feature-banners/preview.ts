import { bar, columns, definePreview, image, rect } from '../registry/thumbnail';
import { featureBannersSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const featureBannersPreview = definePreview({
  title: featureBannersSchema.title,
  group: 'banners',
  description: 'Two to four picture banners side by side, each with a title, a short text and a link.',
  shapes: [
    ...columns(3, 12, 216, 8).flatMap(({ x, width }) => [
      rect(x, 14, width, 108, { fill: 'white', stroke: 'panel', radius: 4 }),
      image(x, 14, width, 60, { radius: 4 }),
      bar(x + 6, 82, width * 0.7, { height: 6, tone: 'strong' }),
      bar(x + 6, 94, width * 0.85),
      bar(x + 6, 102, width * 0.6),
      bar(x + 6, 112, width * 0.35, { tone: 'strong', height: 3 }),
    ]),
  ],
});
