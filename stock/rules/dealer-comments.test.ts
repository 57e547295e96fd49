import { describe, expect, it } from 'vitest';
import { dealerComments } from './dealer-comments';
import { ruleMessages } from './messages';

const pending = { kind: 'pending', message: { key: 'dealerComments.pending' } };

describe('dealer comments (§5)', () => {
  it.each([
    ['§5 null', null],
    ['§5 empty', ''],
    ['§5 blank', '   '],
    ['§5 only pipes', ' | | '],
  ])("§5 %s shows 'Dealer comments are pending. Please check back here later.'", (_name, text) => {
    expect(dealerComments(text)).toEqual(pending);
    expect(ruleMessages['dealerComments.pending']).toBe('Dealer comments are pending. Please check back here later.');
  });

  it.each([
    ['§5 pipe characters separate paragraphs', 'One owner.|Full service history.', ['One owner.', 'Full service history.']],
    ['§5 spaces around pipes and empty paragraphs are dropped', ' One owner. || Full service history. |', ['One owner.', 'Full service history.']],
    ['§5 no pipe: one paragraph', 'Immaculate condition.', ['Immaculate condition.']],
  ])('%s', (_name, text, paragraphs) => {
    expect(dealerComments(text)).toEqual({ kind: 'comments', paragraphs, collapsed: paragraphs, truncated: false });
  });

  it('§5 exactly 400 characters are not truncated', () => {
    const text = 'a'.repeat(400);
    expect(dealerComments(text)).toMatchObject({ truncated: false, collapsed: [text] });
  });

  it('§5 401 characters are truncated to 400 with a more/less toggle', () => {
    const text = 'a'.repeat(401);
    expect(dealerComments(text)).toEqual({ kind: 'comments', paragraphs: [text], collapsed: ['a'.repeat(400)], truncated: true });
  });

  it('§5 the 400 characters count paragraph text, not the pipes', () => {
    const result = dealerComments(`${'a'.repeat(300)}|${'b'.repeat(150)}|${'c'.repeat(50)}`);
    expect(result).toMatchObject({ truncated: true, collapsed: ['a'.repeat(300), 'b'.repeat(100)] });
    if (result.kind === 'comments') expect(result.paragraphs).toHaveLength(3);
  });
});
