import { bar, definePreview, image, rect } from '../registry/thumbnail';
import { callToActionSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const callToActionPreview = definePreview({
  title: callToActionSchema.title,
  group: 'banners',
  description: 'A coloured band with a heading, a sentence, up to two buttons and an optional picture.',
  shapes: [
    rect(8, 18, 224, 99, { fill: 'strong', radius: 6 }),
    bar(22, 36, 110, { height: 10, tone: 'white' }),
    bar(22, 56, 120, { tone: 'panel' }),
    bar(22, 65, 96, { tone: 'panel' }),
    rect(22, 84, 52, 15, { fill: 'white', radius: 7.5 }),
    bar(33, 89.5, 30, { tone: 'strong' }),
    rect(80, 84, 52, 15, { fill: 'none', stroke: 'white', radius: 7.5 }),
    bar(91, 89.5, 30, { tone: 'white' }),
    image(156, 28, 64, 79, { tone: 'panel', radius: 4 }),
  ],
});
