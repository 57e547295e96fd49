import { describe, expect, it } from 'vitest';
import { defineType, type RuleLike, type ValidationBuilderLike } from './define';
import { blockCompliance } from './validation/compliance';
import { toStudioTypes, type StudioTypeDefinition } from './studio';
import { referenceExists } from './validation/reference-exists';

/** A rule that records what was asked of it, like Sanity's immutable Rule builder. */
class Recorder implements RuleLike {
  constructor(readonly calls: readonly string[] = []) {}
  private add(call: string): this {
    return new Recorder([...this.calls, call]) as this;
  }
  required() {
    return this.add('required');
  }
  custom(fn: unknown) {
    return this.add(`custom:${(fn as { name?: string }).name || 'anonymous'}`);
  }
  error(message?: string) {
    return this.add(`error:${message ?? ''}`);
  }
  warning(message?: string) {
    return this.add(`warning:${message ?? ''}`);
  }
}

const calls = (validation: unknown) => {
  const built = (validation as ValidationBuilderLike)(new Recorder());
  return (Array.isArray(built) ? built : [built]).map((rule) => (rule as Recorder).calls.join(' '));
};

const ownCheck: ValidationBuilderLike = (rule) => rule.custom(function ownCheck() { return true; }).warning('own');

const docType = defineType({
  name: 'thing',
  type: 'document',
  title: 'Thing',
  fields: [
    { name: 'title', type: 'string', title: 'Title', required: true },
    { name: 'promoCode', type: 'string', required: true, validation: ownCheck },
    { name: 'note', type: 'string', title: 'Note' },
    {
      name: 'items',
      type: 'array',
      title: 'Items',
      of: [{ type: 'object', name: 'item', fields: [{ name: 'label', type: 'string', title: 'Label', required: true, options: { list: ['a', 'b'] } }] }],
    },
    { name: 'where', type: 'reference', title: 'Where', to: [{ type: 'location' }] },
  ],
});
const blockType = defineType({ name: 'futureBlock', type: 'object', title: 'A block added later', fields: [{ name: 'heading', type: 'string', title: 'Heading' }] });

describe('toStudioTypes (issue 4 item 4: required fields in Sanity form)', () => {
  const [doc, block] = toStudioTypes([docType, blockType]) as [StudioTypeDefinition, StudioTypeDefinition];
  const field = (name: string) => doc.fields.find((candidate) => candidate.name === name)!;

  it('turns required: true into Rule.required().error("<Title> is required.") and drops the key', () => {
    expect('required' in field('title')).toBe(false);
    expect(calls(field('title').validation)).toEqual(['required error:Title is required.']);
  });

  it('keeps a field’s own validation beside the required rule (an array of rules)', () => {
    expect(calls(field('promoCode').validation)).toEqual(['required error:Promo code is required.', 'custom:ownCheck warning:own']);
  });

  it('leaves optional fields without validation', () => {
    expect(field('note').validation).toBeUndefined();
  });

  it('recurses through array members and their fields, copying options', () => {
    const label = field('items').of![0]!.fields![0]!;
    expect('required' in label).toBe(false);
    expect(calls(label.validation)).toEqual(['required error:Label is required.']);
    expect(label.options).toEqual({ list: ['a', 'b'] });
    expect(label.options).not.toBe(docType.fields[3].of[0].fields[0].options);
  });

  it('returns deep copies: the definitions the web app imports keep their required keys', () => {
    expect(docType.fields[0]).toHaveProperty('required', true);
    expect(docType.fields[3].of[0].fields[0]).toHaveProperty('required', true);
  });

  it('checks every reference field for a broken reference', () => {
    expect(calls(field('where').validation)).toEqual([`custom:${referenceExists.name} error:`]);
  });

  it('gives every block type (object types, including ones added later) the compliance rule at error level', () => {
    expect(calls(block.validation)).toEqual([`custom:${blockCompliance.name} error:`]);
    expect(doc.validation).toBeUndefined();
  });

  it('lets the caller name the block types or turn the block rule off', () => {
    expect(toStudioTypes([blockType], { blockTypeNames: [] })[0]!.validation).toBeUndefined();
    expect(toStudioTypes([blockType], { blockValidation: false })[0]!.validation).toBeUndefined();
    const custom: ValidationBuilderLike = (rule) => rule.custom(function blockRule() { return true; });
    expect(calls(toStudioTypes([blockType], { blockValidation: custom })[0]!.validation)).toEqual(['custom:blockRule']);
  });
});
