import { defineField, defineType } from '@sanity/types';

/** §2 Location blocks: which of the site's locations to show, as cards or as a map. */
export const locationMapSchema = defineType({
  name: 'locationMap',
  type: 'object',
  title: 'Locations',
  description: 'Shows locations from the Location documents of this site: as cards (address, phone, hours, directions) or as a map.',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({
      name: 'selection',
      type: 'string',
      title: 'Which locations',
      description: '"Service" also shows service-and-parts centres, "Parts" too. Hidden locations are never shown.',
      options: {
        list: [
          { title: 'Primary location', value: 'primary' },
          { title: 'Sales', value: 'sales' },
          { title: 'Service', value: 'service' },
          { title: 'Parts', value: 'parts' },
          { title: 'Service and parts centres', value: 'service-and-parts' },
          { title: 'All locations', value: 'all' },
          { title: 'One location', value: 'one' },
        ],
      },
      initialValue: 'all',
      validation: (rule) => rule.required().error('Which locations is required.'),
    }),
    defineField({ name: 'location', type: 'reference', title: 'Location', description: 'For "One location".', to: [{ type: 'location' }] }),
    defineField({ name: 'locationId', type: 'string', title: 'Location id', description: 'For "One location" when there is no reference: the location\'s id.', hidden: true }),
    defineField({
      name: 'display',
      type: 'string',
      title: 'Show as',
      options: { list: [{ title: 'Cards', value: 'cards' }, { title: 'Map', value: 'map' }] },
      initialValue: 'cards',
      validation: (rule) => rule.required().error('Show as is required.'),
    }),
    defineField({ name: 'showFilter', type: 'boolean', title: 'Sales/Service/Parts filter', description: 'Map only: lets shoppers show one kind of location.', initialValue: false }),
    defineField({ name: 'onContactPage', type: 'boolean', title: 'This is the contact page', description: 'Hides the "Contact Us" link on the cards.', initialValue: false }),
  ],
  preview: { select: { title: 'heading', subtitle: 'selection' } },
});
