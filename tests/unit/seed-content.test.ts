import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockRegistry } from '@dealer/blocks';
import { pageSlugSchema, parseMenuItems, promoSchema } from '@dealer/schemas';
import { describe, expect, it } from 'vitest';
import { siteDefinitions } from '@dealer/tenants';
import { seedFiles } from '@dealer/tenants/seed';

const files = seedFiles();

describe('demo seed content', () => {
  it.each([...files.keys()])('%s is up to date with its source (run npm run content:seed)', (path) => {
    expect(readFileSync(join(__dirname, '..', '..', 'tenants', 'sites', path), 'utf8')).toBe(files.get(path));
  });

  it.each(siteDefinitions.map((s) => s.slug))('%s has settings, header and footer menus, a home page and legal pages', (slug) => {
    const docs = files.get(`${slug}/content.ndjson`)!.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const ids = docs.map((d) => d._id);
    for (const id of [`siteSettings_${slug}`, `menu_${slug}_header`, `menu_${slug}_footer`, `page_${slug}_home`, `legalPage_${slug}_privacy-policy`, `legalPage_${slug}_terms-and-conditions`]) {
      expect(ids).toContain(id);
    }
    for (const doc of docs) {
      expect(doc.site).toBe(slug);
      // Sanity treats ids with a dot as private paths: published content must not have one.
      expect(doc._id).not.toContain('.');
      if (doc._type === 'page') {
        expect(pageSlugSchema.safeParse((doc.slug as { current: string }).current).success).toBe(true);
        for (const block of doc.blocks as { _type: string }[]) {
          const definition = blockRegistry[block._type as keyof typeof blockRegistry];
          expect(definition, `block type ${block._type}`).toBeDefined();
          expect(definition.data.safeParse(block).success, `${doc._id} ${block._type}`).toBe(true);
        }
      }
      if (doc._type === 'menu') expect(parseMenuItems(doc.items)).toHaveLength((doc.items as unknown[]).length);
      if (doc._type === 'promo') expect(promoSchema.safeParse(doc).success, String(doc._id)).toBe(true);
    }
  });
});
