/**
 * Prominence of text in a block or document, for the compliance rules (finance-compliance.ts,
 * component-pricing.ts): a disclosure must be at least as prominent as the claim it qualifies.
 *
 * Levels, most prominent first:
 *   3 heading: fields named heading, title, name, headline, header; Portable Text styles h1-h3;
 *   2 subtitle: fields named subtitle, subheading, description, tagline, strapline, summary, excerpt;
 *     Portable Text styles h4-h6;
 *   1 body: every other string field, and Portable Text normal, blockquote and list text.
 * A string inside an array of strings takes the level of the array's field.
 */
export type Prominence = 1 | 2 | 3;

export const headingKeys: readonly string[] = ['heading', 'title', 'name', 'headline', 'header'];
export const subtitleKeys: readonly string[] = ['subtitle', 'subheading', 'description', 'tagline', 'strapline', 'summary', 'excerpt'];

/** Strings under these keys are not shown as text (links, image paths, choices from a list). */
const notTextKeys = new Set(['href', 'url', 'imageUrl', 'slug', 'markDefs', 'asset', 'crop', 'hotspot', 'icon', 'tone', 'variant', 'style', 'listItem', 'site']);

export const prominenceNames: Record<Prominence, string> = {
  3: 'the heading or title (or an H1-H3 line)',
  2: 'a subtitle or description (or an H4-H6 line)',
  1: 'the text',
};

export interface TextPiece {
  text: string;
  /** Where it is, e.g. "slides[0].name" or "body[2]" (a Portable Text block). */
  path: string;
  prominence: Prominence;
}

export function prominenceOfKey(key: string | undefined): Prominence {
  if (key === undefined) return 1;
  const name = key.toLowerCase();
  if (headingKeys.includes(name)) return 3;
  if (subtitleKeys.includes(name)) return 2;
  return 1;
}

export function prominenceOfStyle(style: unknown): Prominence {
  if (typeof style !== 'string') return 1;
  if (/^h[1-3]$/.test(style)) return 3;
  if (/^h[4-6]$/.test(style)) return 2;
  return 1;
}

const isPortableTextBlock = (value: Record<string, unknown>) => value._type === 'block' && Array.isArray(value.children);

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/**
 * Every text a block or document shows, with its prominence: string fields at any depth, and each
 * Portable Text block as one text (its spans joined, so marks do not split a rate).
 * Works for any object shape, so a new block type needs nothing extra.
 */
export function collectTexts(value: unknown, options: { skipKeys?: readonly string[] } = {}): TextPiece[] {
  const pieces: TextPiece[] = [];
  const skip = new Set([...notTextKeys, ...(options.skipKeys ?? [])]);
  const walk = (node: unknown, path: string, key: string | undefined, depth: number) => {
    if (depth > 20 || node === null || node === undefined) return;
    if (typeof node === 'string') {
      if (node.trim()) pieces.push({ text: node, path, prominence: prominenceOfKey(key) });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, join(path, index), key, depth + 1));
      return;
    }
    if (typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (isPortableTextBlock(object)) {
      const text = (object.children as unknown[])
        .map((child) => (child && typeof child === 'object' && typeof (child as { text?: unknown }).text === 'string' ? (child as { text: string }).text : ''))
        .join('');
      if (text.trim()) pieces.push({ text, path, prominence: prominenceOfStyle(object.style) });
      return;
    }
    for (const [childKey, child] of Object.entries(object)) {
      if (childKey.startsWith('_') || skip.has(childKey)) continue;
      walk(child, join(path, childKey), childKey, depth + 1);
    }
  };
  walk(value, '', undefined, 0);
  return pieces;
}
