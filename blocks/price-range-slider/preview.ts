import { bar, button, circle, definePreview, line, text } from '../registry/thumbnail';
import { priceRangeSliderSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const priceRangeSliderPreview = definePreview({
  title: priceRangeSliderSchema.title,
  group: 'stock',
  description: 'A price range slider with minimum and maximum handles that searches stock in that range.',
  shapes: [
    bar(20, 20, 112, { height: 9, tone: 'strong' }),
    line(24, 66, 216, 66, { tone: 'block', width: 4 }),
    line(70, 66, 168, 66, { tone: 'strong', width: 4 }),
    circle(70, 66, 8, { fill: 'white', stroke: 'strong', strokeWidth: 2 }),
    circle(168, 66, 8, { fill: 'white', stroke: 'strong', strokeWidth: 2 }),
    text(70, 90, '$5k', { size: 9, anchor: 'middle' }),
    text(168, 90, '$250k', { size: 9, anchor: 'middle' }),
    button(84, 104, 72, 18, { label: 'Show cars' }),
  ],
});
