import { describe, expect, it } from 'vitest';
import { idOfLeadKey } from '../delivery/follow-up';
import { parseUuid } from './ids';

describe('parseUuid: the one schema of a row id from outside (README "Holding under abuse")', () => {
  it.each([
    ['a v4 id as PostgreSQL makes it', '0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d', '0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d'],
    ['upper case', 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11'],
    ['36 dashes', '-'.repeat(36), null],
    ['36 zeros', '0'.repeat(36), null],
    ['36 hex digits and dashes in the wrong places', '0123456789abcdef0123456789abcdef----', null],
    ['37 characters', '00000000-0000-4000-8000-0000000000000', null],
    ['a right-to-left override inside', '00000000-0000-4000-8000-\u202e00000000000', null],
    ['a NUL', '\u0000', null],
    ['surrounding space', ' 0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d', null],
    ['not a string', 42, null],
  ])('%s', (_case, value, expected) => {
    expect(parseUuid(value)).toBe(expected);
  });

  it('a lead key names a reservation or an order only with a real id after its prefix (a shopper picks an enquiry\'s key)', () => {
    expect(idOfLeadKey('reservation', 'reservation-0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d')).toBe('0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d');
    expect(idOfLeadKey('reservation', `reservation-${'-'.repeat(36)}`)).toBeNull();
    expect(idOfLeadKey('order', 'reservation-0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d')).toBeNull();
  });
});
