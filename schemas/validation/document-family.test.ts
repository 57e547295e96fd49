import { describe, expect, it } from 'vitest';
import { publishedIdOf } from './document-family';

describe('the published id behind a stored id (README "Content Releases")', () => {
  it.each([
    ['page_a', 'page_a'],
    ['drafts.page_a', 'page_a'],
    ['versions.rBlackFriday.page_a', 'page_a'],
    ['versions.rX.drafts.odd', 'drafts.odd'],
    ['versions.', 'versions.'],
    ['', ''],
  ])('%s is %s', (id, published) => expect(publishedIdOf(id)).toBe(published));
});
