import { bar, car, columns, definePreview, rect, text } from '../registry/thumbnail';
import { modelGridSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const modelGridPreview = definePreview({
  title: modelGridSchema.title,
  group: 'stock',
  description: 'The brand\'s models as tiles (picture, name, body style, New badge), each linking to its stock.',
  shapes: [
    bar(12, 12, 96, { height: 8, tone: 'strong' }),
    ...[28, 78].flatMap((y, row) =>
      columns(4, 12, 216, 8).flatMap(({ x, width }, i) => [
        rect(x, y, width, 46, { fill: 'white', stroke: 'panel', radius: 4 }),
        car(x + width * 0.12, y + 26, width * 0.76, { tone: 'ink' }),
        bar(x + 5, y + 32, width * 0.6, { height: 4, tone: 'strong' }),
        bar(x + 5, y + 39, width * 0.4, { height: 3 }),
        ...(row === 0 && i === 0 ? [rect(x + 3, y + 3, 22, 9, { fill: 'strong', radius: 4.5 }), text(x + 14, y + 10, 'New', { size: 6, anchor: 'middle', tone: 'white', bold: true })] : []),
      ]),
    ),
  ],
});
