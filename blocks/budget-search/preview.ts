import { bar, button, definePreview, rect, text } from '../registry/thumbnail';
import { budgetSearchSchema } from './schema';

/** The Studio's picture of this block: the insert menu's thumbnail and the page's block list. */
export const budgetSearchPreview = definePreview({
  title: budgetSearchSchema.title,
  group: 'stock',
  description: 'A budget finder: weekly repayment and deposit inputs that search the stock shoppers can afford.',
  shapes: [
    rect(8, 10, 224, 115, { fill: 'panel', radius: 6 }),
    bar(24, 24, 124, { height: 9, tone: 'strong' }),
    bar(24, 48, 54, { height: 3 }),
    rect(24, 56, 90, 22, { fill: 'white', stroke: 'ink', radius: 3 }),
    text(32, 71, '$200 / week', { size: 9 }),
    bar(126, 48, 40, { height: 3 }),
    rect(126, 56, 90, 22, { fill: 'white', stroke: 'ink', radius: 3 }),
    text(134, 71, '$2,000', { size: 9 }),
    button(24, 92, 72, 18, { label: 'Search' }),
  ],
});
