import { bar, button, chevron, columns, definePreview, rect } from '../registry/thumbnail';
import { enquiryFormSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const enquiryFormPreview = definePreview({
  title: enquiryFormSchema.title,
  group: 'forms',
  description: 'An enquiry form with labelled fields (name, email, phone, enquiry type, message) and a send button.',
  shapes: [
    bar(16, 10, 104, { height: 8, tone: 'strong' }),
    ...columns(2, 16, 208, 10).flatMap(({ x, width }) => [
      bar(x, 26, width * 0.3, { height: 3 }),
      rect(x, 32, width, 15, { fill: 'white', stroke: 'ink', strokeWidth: 1, radius: 3 }),
      bar(x, 54, width * 0.35, { height: 3 }),
      rect(x, 60, width, 15, { fill: 'white', stroke: 'ink', strokeWidth: 1, radius: 3 }),
    ]),
    chevron(215, 67.5, 'down', { size: 3 }),
    bar(16, 82, 40, { height: 3 }),
    rect(16, 88, 208, 24, { fill: 'white', stroke: 'ink', strokeWidth: 1, radius: 3 }),
    button(16, 117, 56, 15, { label: 'Send' }),
  ],
});
