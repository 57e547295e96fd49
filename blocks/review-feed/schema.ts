import { defineField, defineType } from '@sanity/types';

/** §2 customer review feed (§3 Review, §9 Reviews): the site's best recent reviews with the overall rating. */
export const reviewFeedSchema = defineType({
  name: 'reviewFeed',
  type: 'object',
  title: 'Review feed',
  description: 'Shows the newest Review documents of this site rated 4 stars or more; hidden reviews are left out.',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({ name: 'limit', type: 'number', title: 'Number of reviews', description: '1 to 50; 12 by default (§9 Google reviews quantity).', initialValue: 12 }),
    defineField({ name: 'averageRating', type: 'number', title: 'Average rating', description: 'The overall rating, e.g. 4.6. Empty: the primary location\'s review summary.' }),
    defineField({ name: 'reviewCount', type: 'number', title: 'Total reviews', description: 'e.g. 377. Empty: the primary location\'s review summary.' }),
    defineField({ name: 'hideRating', type: 'boolean', title: 'Hide the overall star rating', initialValue: false }),
  ],
  preview: { select: { title: 'heading', subtitle: 'limit' } },
});
