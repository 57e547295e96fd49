import { describe, expect, it } from 'vitest';
import { parsePreviewPerspective, perspectiveCookieValue } from './preview-perspective';

describe('the perspective a preview reads (README "Content Releases")', () => {
  it.each([
    ['nothing', undefined, 'drafts'],
    ['the empty string', '', 'drafts'],
    ['drafts', 'drafts', 'drafts'],
    ['the old name of drafts', 'previewDrafts', 'drafts'],
    ['published', 'published', 'published'],
    ['a release over the drafts, as JSON', '["rSummer","drafts"]', ['rSummer', 'drafts']],
    ['a release over the drafts, comma-separated', 'rSummer,drafts', ['rSummer', 'drafts']],
    ['a release alone', ['rSummer'], ['rSummer']],
    ['two releases and drafts, from a message', ['rA', 'rB', 'drafts'], ['rA', 'rB', 'drafts']],
    ['published in a stack is the bottom anyway', 'rSummer,drafts,published', ['rSummer', 'drafts']],
    ['only drafts and published', ['drafts', 'published'], 'drafts'],
  ])('%s', (_, raw, expected) => {
    expect(parsePreviewPerspective(raw)).toEqual(expected);
  });

  it.each([
    ['raw, which shows every version', 'raw'],
    ['raw in a stack', ['rA', 'raw']],
    ['broken JSON', '["rA"'],
    ['an object', { release: 'rA' }],
    ['a number', 42],
    ['a name with a dot', 'versions.rA'],
    ['a name with a quote', 'rA",drafts'],
    ['too many layers', Array.from({ length: 9 }, (_, i) => `r${i}`)],
    ['an empty array', []],
    ['a name too long', 'r'.repeat(65)],
  ])('anything else falls back to the drafts: %s', (_, raw) => {
    expect(parsePreviewPerspective(raw)).toBe('drafts');
  });

  it('keeps a stack in the cookie as the content store\'s parameter', () => {
    expect(perspectiveCookieValue(['rA', 'drafts'])).toBe('rA,drafts');
    expect(parsePreviewPerspective(perspectiveCookieValue(['rA', 'drafts']))).toEqual(['rA', 'drafts']);
    expect(perspectiveCookieValue('drafts')).toBe('drafts');
  });
});
