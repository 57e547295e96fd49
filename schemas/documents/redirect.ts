import { defineField, defineType } from '@sanity/types';
import { z } from 'zod';
import { siteField } from './site-field';
import { redirectValidation } from '../validation/redirect';
import { redirectDestinationSchema, redirectSourceSchema } from './redirect-paths';

/** README "Redirects": an old address of a site sends shoppers to its new one. */
export const redirectType = defineType({
  name: 'redirect',
  type: 'document',
  title: 'Redirect',
  description: 'Sends shoppers (and search engines) from an old address of this site to a new one. Changing a slug on publish adds one by itself.',
  fields: [
    siteField,
    defineField({
      name: 'source',
      type: 'string',
      title: 'From (old path)',
      description: 'The old address on this site, e.g. /old-offer. Not an address a page or the site itself answers.',
      validation: (rule) => [rule.required().error('The old path is required.'), rule.custom(redirectValidation.source).error()],
    }),
    defineField({
      name: 'destination',
      type: 'string',
      title: 'To (new path or address)',
      description: 'A path on this site (e.g. /special-offers) or a full address (https://...).',
      validation: (rule) => [rule.required().error('The new path or address is required.'), rule.custom(redirectValidation.destination).error()],
    }),
    defineField({
      name: 'permanent',
      type: 'boolean',
      title: 'Permanent',
      description: 'On: 308, search engines move the old address to the new one. Off: 307, for a change that will be undone.',
      initialValue: true,
    }),
  ],
  preview: {
    select: { source: 'source', destination: 'destination', permanent: 'permanent' },
    prepare: ({ source, destination, permanent }: { source?: string; destination?: string; permanent?: boolean }) => ({
      title: `${source ?? '?'} → ${destination ?? '?'}`,
      subtitle: permanent === false ? '307 temporary' : '308 permanent',
    }),
  },
});

/** A published redirect as the web app reads it; a row that fails is left out of the table. */
export const redirectSchema = z.object({
  site: z.string().min(1),
  source: redirectSourceSchema,
  destination: redirectDestinationSchema,
  permanent: z.boolean().nullish().transform((value) => value ?? true),
});

export type Redirect = z.infer<typeof redirectSchema>;
export const redirectProjection = `site, source, destination, permanent`;
