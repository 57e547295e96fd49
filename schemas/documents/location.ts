import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { z } from 'zod';
import { siteField } from './site-field';
import { siteSlugOptions } from '../validation/unique-slug';

/** §3 Location types; an empty type means sales. */
export const locationTypeValues = ['sales', 'service', 'parts', 'service-and-parts'] as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
const phone = z.string().regex(/^[+(\d][\d\s()-]{5,}$/, 'Not a phone number');

/** §3 Location: a dealership's sales, service or parts site with hours, licences and review summary. */
export const locationType = defineType({
  name: 'location',
  type: 'document',
  title: 'Location',
  description: 'A sales yard, service centre or parts counter. Shown by location blocks, the Locations menu and the contact page.',
  fields: [
    siteField,
    defineField({ name: 'name', type: 'string', title: 'Name', description: 'A dash splits it into two lines on cards: "Riverside Kia - Service and Parts".', validation: (rule) => rule.required().error('Name is required.') }),
    defineField({ name: 'slug', type: 'slug', title: 'Slug', description: 'Used by /contact-us/{slug}.', options: { source: 'name', ...siteSlugOptions }, validation: (rule) => rule.required().error('Slug is required.') }),
    defineField({ name: 'id', type: 'string', title: 'Location id', description: 'The dealer system id (stock rows refer to it).', readOnly: true }),
    defineField({ name: 'dealership_slug', type: 'string', title: 'Dealership' }),
    defineField({
      name: 'location_type',
      type: 'string',
      title: 'Type',
      options: { list: [{ title: 'Sales', value: 'sales' }, { title: 'Service', value: 'service' }, { title: 'Parts', value: 'parts' }, { title: 'Service and parts', value: 'service-and-parts' }] },
      initialValue: 'sales',
    }),
    defineField({ name: 'primary', type: 'boolean', title: 'Primary location', description: 'The main location of the site (shown by "primary" location blocks).', initialValue: false }),
    defineField({ name: 'visible', type: 'boolean', title: 'Visible', description: 'Turn off to hide this location everywhere on the site.', initialValue: true }),
    defineField({ name: 'image', type: 'image', title: 'Photo', fields: [defineField({ name: 'alt', type: 'string', title: 'Alternative text' })] }),
    defineField({
      name: 'address',
      type: 'object',
      title: 'Address',
      validation: (rule) => rule.required().error('Address is required.'),
      fields: [
        defineField({ name: 'street', type: 'string', title: 'Street', validation: (rule) => rule.required().error('Street is required.') }),
        defineField({ name: 'city', type: 'string', title: 'City or suburb', validation: (rule) => rule.required().error('City or suburb is required.') }),
        defineField({ name: 'state', type: 'string', title: 'State or region', validation: (rule) => rule.required().error('State or region is required.') }),
        defineField({ name: 'postcode', type: 'string', title: 'Postcode', validation: (rule) => rule.required().error('Postcode is required.') }),
        defineField({ name: 'lat', type: 'number', title: 'Latitude', description: 'Decimal degrees, e.g. -27.4716. Places the pin on the map.', validation: (rule) => rule.required().error('Latitude is required.') }),
        defineField({ name: 'long', type: 'number', title: 'Longitude', description: 'Decimal degrees, e.g. 153.0036.', validation: (rule) => rule.required().error('Longitude is required.') }),
      ],
    }),
    defineField({ name: 'phone', type: 'string', title: 'Phone', validation: (rule) => rule.required().error('Phone is required.') }),
    defineField({ name: 'landline_phone', type: 'string', title: 'Landline' }),
    defineField({
      name: 'opening_hours',
      type: 'array',
      title: 'Opening hours',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'openingHours',
          fields: [
            defineField({ name: 'weekday', type: 'number', title: 'Weekday', description: '0 Sunday, 1 Monday … 6 Saturday.', options: { list: [0, 1, 2, 3, 4, 5, 6] }, validation: (rule) => rule.required().error('Weekday is required.') }),
            defineField({ name: 'status', type: 'string', title: 'Status', options: { list: ['Open', 'Closed'] }, validation: (rule) => rule.required().error('Status is required.') }),
            defineField({ name: 'open', type: 'string', title: 'Opens (HH:MM)' }),
            defineField({ name: 'close', type: 'string', title: 'Closes (HH:MM)' }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'special_hours',
      type: 'array',
      title: 'Holiday hours',
      description: 'Only dates from today on are shown to shoppers.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'specialHours',
          fields: [
            defineField({ name: 'date', type: 'date', title: 'Date', validation: (rule) => rule.required().error('Date is required.') }),
            defineField({ name: 'status', type: 'string', title: 'Status', options: { list: ['Open', 'Closed'] }, validation: (rule) => rule.required().error('Status is required.') }),
            defineField({ name: 'start_hour', type: 'string', title: 'Opens (HH:MM)' }),
            defineField({ name: 'end_hour', type: 'string', title: 'Closes (HH:MM)' }),
          ],
        }),
      ],
    }),
    defineField({ name: 'dealer_license_number', type: 'string', title: 'Dealer licence (DL) number' }),
    defineField({ name: 'motor_vehicle_repairer', type: 'string', title: 'Motor vehicle repairer (MRB) number' }),
    defineField({
      name: 'reviews',
      type: 'object',
      title: 'Review summary',
      description: 'From Google reviews: shown as stars with the count on the location card.',
      fields: [
        defineField({ name: 'average_rating', type: 'number', title: 'Average rating (1 to 5)' }),
        defineField({ name: 'count', type: 'number', title: 'Number of reviews' }),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'location_type', media: 'image' } },
});

export const openingHoursEntrySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  open: hhmm.nullish(),
  close: hhmm.nullish(),
});

export const specialHoursEntrySchema = z.object({
  date: isoDate,
  status: z.enum(['Open', 'Closed']),
  start_hour: hhmm.nullish(),
  end_hour: hhmm.nullish(),
});

/** A list where each entry parses on its own: one bad entry is dropped, not the whole location. */
const eachValid = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .catch([])
    .transform((values) => (values ?? []).flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.infer<T>] : [];
    }));

/** A location document as the web reads it (after projection); CMS input is untrusted. */
export const locationDocSchema = z.object({
  _id: z.string(),
  id: z.string().nullish(),
  name: z.string().min(1),
  slug: z.string().min(1),
  dealership_slug: z.string().nullish(),
  // §3: an empty type means sales.
  location_type: z.enum(locationTypeValues).nullish().catch(null).transform((value) => value ?? 'sales'),
  primary: z.boolean().nullish().transform((value) => value ?? false),
  visible: z.boolean().nullish().transform((value) => value ?? true),
  imageUrl: z.string().nullish(),
  imageAlt: z.string().nullish(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    lat: z.number().min(-90).max(90),
    long: z.number().min(-180).max(180),
  }),
  phone,
  landline_phone: phone.nullish().catch(null),
  opening_hours: eachValid(openingHoursEntrySchema),
  special_hours: eachValid(specialHoursEntrySchema),
  dealer_license_number: z.string().nullish(),
  motor_vehicle_repairer: z.string().nullish(),
  reviews: z
    .object({ average_rating: z.coerce.number().min(0).max(5), count: z.number().int().min(0) })
    .nullish()
    .catch(null),
});

export type LocationDoc = z.infer<typeof locationDocSchema>;
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;
export type SpecialHoursEntry = z.infer<typeof specialHoursEntrySchema>;

/** The GROQ projection of a location document that `locationDocSchema` parses. */
export const locationProjection = `_id, id, name, "slug": slug.current, dealership_slug, location_type, primary, visible,
  "imageUrl": image.asset->url, "imageAlt": image.alt, address, phone, landline_phone, opening_hours, special_hours,
  dealer_license_number, motor_vehicle_repairer, reviews`;
