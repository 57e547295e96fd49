import { defineField, defineType } from '@sanity/types';

/** Budget search (§2): body type, weekly repayment and deposit, 'View {type}s In This Range'. */
export const budgetSearchSchema = defineType({
  name: 'budgetSearch',
  type: 'object',
  title: 'Budget search',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading', description: "Default 'Find cars for your budget'." }),
    defineField({ name: 'weeklyRepayment', type: 'number', title: 'Starting weekly repayment', initialValue: 200 }),
    defineField({ name: 'deposit', type: 'number', title: 'Starting deposit', initialValue: 2000 }),
  ],
  preview: { select: { title: 'heading' } },
});
