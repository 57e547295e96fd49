import { defineField, defineType } from '@sanity/types';
import { siteField } from './site-field';

/**
 * Per-site overrides of the platform defaults (§3 Site config). Only what an editor sets here
 * overrides the code definition; the web app validates the merge and ignores invalid fields.
 */
export const siteSettingsType = defineType({
  name: 'siteSettings',
  type: 'document',
  title: 'Site settings',
  fields: [
    siteField,
    defineField({ name: 'name', type: 'string', title: 'Dealer name', description: 'Shown in the header, footer and page titles.' }),
    defineField({
      name: 'copy',
      type: 'object',
      title: 'Copy',
      fields: [
        defineField({ name: 'tagline', type: 'string', title: 'Tagline', description: 'One line under the dealer name on the home page.' }),
        defineField({ name: 'noPriceText', type: 'string', title: 'No-price text', description: "Shown when a car has no price (default 'Enquire for price.')." }),
      ],
    }),
    defineField({
      name: 'phones',
      type: 'object',
      title: 'Phone numbers',
      description: 'Which number a car shows: the override, else by car type, else the location phone (§9).',
      fields: [
        defineField({ name: 'override', type: 'string', title: 'Override for every car' }),
        defineField({ name: 'new', type: 'string', title: 'New cars' }),
        defineField({ name: 'used', type: 'string', title: 'Used cars' }),
        defineField({ name: 'demo', type: 'string', title: 'Demo cars (falls back to new)' }),
        defineField({ name: 'salesOverride', type: 'string', title: 'Sales phone override' }),
      ],
    }),
    defineField({
      name: 'features',
      type: 'object',
      title: 'Features',
      fields: [
        defineField({ name: 'storeFavourites', type: 'boolean', title: 'Favourites without sign-in', description: 'Shoppers can favourite and compare cars without an account.' }),
        defineField({ name: 'gateCheckout', type: 'boolean', title: 'Sign-in before checkout', description: 'Signed-out shoppers are sent to sign-in before reserving a car.' }),
        defineField({ name: 'gateFinance', type: 'boolean', title: 'Sign-in before finance', description: 'Signed-out shoppers are sent to sign-in before a finance application.' }),
        defineField({ name: 'enquiryMessageRequired', type: 'boolean', title: 'Enquiry message required' }),
        defineField({ name: 'hidePriceWhenZero', type: 'boolean', title: 'Hide $0 prices on cards' }),
        defineField({ name: 'sliderOverlay', type: 'string', title: 'Slider button', options: { list: ['none', 'Explore More', 'Discover More'] } }),
      ],
    }),
    defineField({
      name: 'stockVisibility',
      type: 'object',
      title: 'Stock visibility',
      fields: [
        defineField({ name: 'include_sold_cars_days', type: 'number', title: 'Days sold cars stay listed', description: '0 to 14; default 3.' }),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'site' } },
});
