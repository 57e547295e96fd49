import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge';

describe('deepMerge', () => {
  const base = { a: 1, nested: { x: 1, y: [1, 2] }, list: ['a', 'b'], flag: true };
  it.each([
    ['scalars from the override win', { a: 2 }, { ...base, a: 2 }],
    ['nested objects merge key by key', { nested: { x: 5 } }, { ...base, nested: { x: 5, y: [1, 2] } }],
    ['arrays replace, never concatenate', { list: ['z'] }, { ...base, list: ['z'] }],
    ['null means not set', { a: null, nested: null }, base],
    ['undefined means not set', { a: undefined }, base],
    ['false is a value', { flag: false }, { ...base, flag: false }],
    ['Sanity system fields are ignored', { _id: 'x', _rev: 'r' } as never, base],
  ])('%s', (_name, override, expected) => {
    expect(deepMerge(base, override as never)).toEqual(expected);
  });

  it('does not mutate its inputs', () => {
    const copy = structuredClone(base);
    deepMerge(base, { nested: { x: 9 } });
    expect(base).toEqual(copy);
  });
});
