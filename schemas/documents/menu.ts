import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { z } from 'zod';
import { siteField } from './site-field';
import { hrefSchema } from './href';
import { linkFields } from './link';

/** Header and footer menus (§2): links, dropdown groups, and the Locations dropdown. */
export const menuType = defineType({
  name: 'menu',
  type: 'document',
  title: 'Menu',
  fields: [
    siteField,
    defineField({ name: 'placement', type: 'string', title: 'Placement', options: { list: ['header', 'footer'] }, validation: (rule) => rule.required().error('Placement is required.') }),
    defineField({
      name: 'items',
      type: 'array',
      title: 'Items',
      of: [
        defineArrayMember({ type: 'object', name: 'menuLink', title: 'Link', fields: linkFields }),
        defineArrayMember({
          type: 'object',
          name: 'menuGroup',
          title: 'Dropdown or footer group',
          fields: [
            defineField({ name: 'label', type: 'string', title: 'Label', validation: (rule) => rule.required().error('Label is required.') }),
            defineField({ name: 'links', type: 'array', title: 'Links', of: [defineArrayMember({ type: 'object', name: 'menuLink', fields: linkFields })] }),
          ],
        }),
        defineArrayMember({
          type: 'object',
          name: 'menuLocations',
          title: 'Locations dropdown',
          fields: [defineField({ name: 'label', type: 'string', title: 'Label' })],
        }),
      ],
    }),
  ],
  preview: { select: { title: 'placement', subtitle: 'site' } },
});

const menuLinkSchema = z.object({ _type: z.literal('menuLink'), _key: z.string(), label: z.string().min(1), href: hrefSchema });

export const menuItemSchema = z.discriminatedUnion('_type', [
  menuLinkSchema,
  z.object({
    _type: z.literal('menuGroup'),
    _key: z.string(),
    label: z.string().min(1),
    // A broken link inside a group drops that link, not the whole menu.
    links: z.array(z.unknown()).catch([]).transform((links) => links.flatMap((link) => {
      const parsed = menuLinkSchema.safeParse(link);
      return parsed.success ? [parsed.data] : [];
    })),
  }),
  z.object({ _type: z.literal('menuLocations'), _key: z.string(), label: z.string().nullish() }),
]);

export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuLink = z.infer<typeof menuLinkSchema>;

/** Menus come from editors: an invalid item is dropped rather than breaking the header. */
export function parseMenuItems(items: unknown): MenuItem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = menuItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
