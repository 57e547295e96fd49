/** Small builders for Portable Text in seed content, with deterministic keys. */
let counter = 0;
export const resetKeys = () => {
  counter = 0;
};
export const key = (prefix = 'k') => `${prefix}${(++counter).toString(36)}`;

export interface PtBlock {
  _type: 'block';
  _key: string;
  style: string;
  listItem?: 'bullet';
  level?: number;
  markDefs: { _key: string; _type: 'link'; href: string }[];
  children: { _type: 'span'; _key: string; text: string; marks: string[] }[];
}

export function paragraph(text: string, style = 'normal'): PtBlock {
  return { _type: 'block', _key: key('b'), style, markDefs: [], children: [{ _type: 'span', _key: key('s'), text, marks: [] }] };
}

export function bullet(text: string): PtBlock {
  return { ...paragraph(text), listItem: 'bullet', level: 1 };
}

/** A paragraph with one link: `before [label](href) after`. */
export function linked(before: string, label: string, href: string, after = ''): PtBlock {
  const mark = key('m');
  return {
    _type: 'block',
    _key: key('b'),
    style: 'normal',
    markDefs: [{ _key: mark, _type: 'link', href }],
    children: [
      { _type: 'span', _key: key('s'), text: before, marks: [] },
      { _type: 'span', _key: key('s'), text: label, marks: [mark] },
      { _type: 'span', _key: key('s'), text: after, marks: [] },
    ],
  };
}

export const text = (...paragraphs: string[]) => paragraphs.map((p) => paragraph(p));
