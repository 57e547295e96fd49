import { describe, expect, it } from 'vitest';
import { reservationOffer } from './reservation';
import { makeSite } from './testing';

describe('reservation deposit (§9)', () => {
  it('§9 default $200, held 48 hours, 100% refundable', () => {
    expect(reservationOffer(makeSite())).toEqual({ deposit: 200, holdHours: 48, refundablePercent: 100 });
  });

  it('§9 a site deposit of $500', () => {
    expect(reservationOffer(makeSite({ reservation_deposit: 500 }))?.deposit).toBe(500);
  });

  it('§2/§9 $0 is hidden', () => {
    expect(reservationOffer(makeSite({ reservation_deposit: 0 }))).toBeNull();
  });
});
