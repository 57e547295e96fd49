import { defineArrayMember, defineField, defineType, type SchemaTypeDefinition } from '@sanity/types';
import { describe, expect, it } from 'vitest';
import { blockCompliance } from './validation/compliance';
import { toStudioTypes, type BlockValidation } from './studio';
import { referenceExists } from './validation/reference-exists';
import { rulesOf } from './validation/validate-document';

/** What each rule of a `validation` asks for, e.g. "required error:Title is required." or "custom:referenceExists error:". */
const calls = (validation: unknown) =>
  rulesOf(validation).map(({ spec }) =>
    [spec.required && 'required', ...spec.customs.map((fn) => `custom:${fn.name || 'anonymous'}`), `${spec.level}:${spec.message ?? ''}`].filter(Boolean).join(' '),
  );

function ownCheck() {
  return true as const;
}

const labelField = defineField({ name: 'label', type: 'string', title: 'Label', options: { list: ['a', 'b'] } });
const itemsField = defineField({
  name: 'items',
  type: 'array',
  title: 'Items',
  of: [
    defineArrayMember({
      type: 'object',
      name: 'item',
      fields: [
        labelField,
        defineField({ name: 'place', type: 'reference', title: 'Place', to: [{ type: 'location' }] }),
      ],
    }),
    defineArrayMember({ type: 'reference', to: [{ type: 'location' }] }),
  ],
});
const whereField = defineField({ name: 'where', type: 'reference', title: 'Where', to: [{ type: 'location' }] });

const docType = defineType({
  name: 'thing',
  type: 'document',
  title: 'Thing',
  fields: [
    defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required().error('Title is required.') }),
    defineField({ name: 'note', type: 'string', title: 'Note' }),
    itemsField,
    whereField,
    defineField({
      name: 'checked',
      type: 'reference',
      title: 'Checked',
      to: [{ type: 'location' }],
      validation: (rule) => [rule.required().error('Checked is required.'), rule.custom(ownCheck).warning('own')],
    }),
  ],
});
const blockType = defineType({ name: 'futureBlock', type: 'object', title: 'A block added later', fields: [defineField({ name: 'heading', type: 'string', title: 'Heading' })] });
const blockWithOwnRule = defineType({
  name: 'ruledBlock',
  type: 'object',
  title: 'A block with a rule of its own',
  fields: [defineField({ name: 'heading', type: 'string', title: 'Heading' })],
  validation: (rule) => rule.custom(ownCheck).warning('own'),
});

type Node = { name?: string; type: string; validation?: unknown; fields?: readonly Node[]; of?: readonly Node[] };
const fieldsOf = (type: SchemaTypeDefinition): readonly Node[] => ('fields' in type && Array.isArray(type.fields) ? type.fields : []);

describe('toStudioTypes: the rules the platform adds to every type (README "The Studio (dealer marketers)")', () => {
  const [doc, block, ruled] = toStudioTypes([docType, blockType, blockWithOwnRule]);
  const field = (name: string) => fieldsOf(doc!).find((candidate) => candidate.name === name)!;

  it('keeps a field’s own Sanity rules as they are', () => {
    expect(calls(field('title').validation)).toEqual(['required error:Title is required.']);
    expect(field('note').validation).toBeUndefined();
    expect(field('items').of![0]!.fields![0]).toEqual(labelField);
  });

  it('checks every reference field for a broken reference', () => {
    expect(calls(field('where').validation)).toEqual([`custom:${referenceExists.name} error:`]);
  });

  it('checks references at any depth: fields of array members, and reference members', () => {
    expect(calls(field('items').of![0]!.fields![1]!.validation)).toEqual([`custom:${referenceExists.name} error:`]);
    expect(calls(field('items').of![1]!.validation)).toEqual([`custom:${referenceExists.name} error:`]);
  });

  it('adds the reference check after the field’s own rules', () => {
    expect(calls(field('checked').validation)).toEqual(['required error:Checked is required.', 'custom:ownCheck warning:own', `custom:${referenceExists.name} error:`]);
  });

  it('returns copies: the definitions the web app imports keep only their own rules', () => {
    expect(whereField).not.toHaveProperty('validation');
    expect(itemsField.of[1]).not.toHaveProperty('validation');
    expect(blockType).not.toHaveProperty('validation');
  });

  it('gives every block type (object types, including ones added later) the compliance rule at error level', () => {
    expect(calls(block!.validation)).toEqual([`custom:${blockCompliance.name} error:`]);
    expect(doc!.validation).toBeUndefined();
  });

  it('adds the compliance rule after a block’s own rule', () => {
    expect(calls(ruled!.validation)).toEqual(['custom:ownCheck warning:own', `custom:${blockCompliance.name} error:`]);
  });

  it('lets the caller name the block types or turn the block rule off', () => {
    expect(toStudioTypes([blockType], { blockTypeNames: [] })[0]!.validation).toBeUndefined();
    expect(toStudioTypes([blockType], { blockValidation: false })[0]!.validation).toBeUndefined();
    const custom: BlockValidation = (rule) => rule.custom(function blockRule() { return true; });
    expect(calls(toStudioTypes([blockType], { blockValidation: custom })[0]!.validation)).toEqual(['custom:blockRule error:']);
  });
});
