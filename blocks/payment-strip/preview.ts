import { bar, columns, definePreview, rect, text } from '../registry/thumbnail';
import { paymentStripSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const paymentStripPreview = definePreview({
  title: paymentStripSchema.title,
  group: 'dealership',
  description: 'A row of the payment methods the dealer accepts (card, finance, pay later and more).',
  shapes: [
    rect(0, 40, 240, 55, { fill: 'panel', radius: 0 }),
    bar(84, 50, 72, { height: 5, tone: 'strong' }),
    ...columns(5, 14, 212, 8).flatMap(({ x, width }, i) => [
      rect(x, 62, width, 22, { fill: 'white', stroke: 'ink', strokeWidth: 1, radius: 4 }),
      text(x + width / 2, 76, ['VISA', 'Pay', 'Fin', 'EFT', '$'][i] ?? '', { size: 8, anchor: 'middle', bold: true }),
    ]),
  ],
});
