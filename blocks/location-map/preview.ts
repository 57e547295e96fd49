import { bar, button, definePreview, line, pin, rect } from '../registry/thumbnail';
import { locationMapSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const locationMapPreview = definePreview({
  title: locationMapSchema.title,
  group: 'dealership',
  description: 'This site\'s locations on a map with pins, and cards with address, phone, hours and directions.',
  shapes: [
    rect(10, 12, 128, 111, { fill: 'panel', radius: 4 }),
    line(10, 48, 138, 40, { tone: 'white', width: 5 }),
    line(60, 12, 78, 123, { tone: 'white', width: 5 }),
    line(10, 96, 138, 104, { tone: 'white', width: 3 }),
    line(108, 12, 118, 123, { tone: 'white', width: 3 }),
    pin(44, 78, { size: 7 }),
    pin(96, 62, { size: 7 }),
    ...[12, 70].flatMap((y) => [
      rect(146, y, 84, 53, { fill: 'white', stroke: 'panel', radius: 4 }),
      bar(153, y + 8, 56, { height: 5, tone: 'strong' }),
      bar(153, y + 18, 66, { height: 3 }),
      bar(153, y + 25, 48, { height: 3 }),
      button(153, y + 35, 44, 11),
    ]),
  ],
});
