import { describe, expect, it } from 'vitest';
import { createEnquirySchema } from './enquiry';
import { enquiryTrackingEvent, TEST_DRIVE_CATEGORY } from './enquiry-rules';

const messages = { name: 'name', email: 'email', phone: 'phone', message: 'message', category: 'category', location: 'location', dealership: 'dealership', rego: 'rego', tooLong: 'tooLong' };
const rules = { messageRequired: true, locations: [], dealerships: [] };

describe('enquiry tracking events (§9 ids)', () => {
  it.each([
    ['§9 22 general enquiry', { category: 'General Enquiry' }, undefined, 22],
    ['§9 51 careers', { subcategory: 'Career Enquiry' }, undefined, 51],
    ['§9 14 new car enquiry', { car_id: 'c', car_type: 'new' }, { tag: null }, 14],
    ['§9 14 demo car enquiry', { car_id: 'c', car_type: 'demo' }, { tag: null }, 14],
    ['§9 15 used car enquiry', { car_id: 'c', car_type: 'used' }, { tag: null }, 15],
    ['§9 17 test drive of a new car', { category: TEST_DRIVE_CATEGORY, car_id: 'c', car_type: 'new' }, { tag: null }, 17],
    ['§9 48 used test drive', { category: TEST_DRIVE_CATEGORY, car_id: 'c', car_type: 'used' }, { tag: null }, 48],
    ['§9 17 test drive of a used car tagged Test Drive Only', { category: TEST_DRIVE_CATEGORY, car_id: 'c', car_type: 'used' }, { tag: 'Test Drive Only' }, 17],
    ['§9 17 enquiry on a car tagged Test Drive Only', { car_id: 'c', car_type: 'used' }, { tag: 'Test Drive Only' }, 17],
  ])('%s', (_name, values, car, event) => {
    expect(enquiryTrackingEvent(values, car)).toBe(event);
  });
});

describe('§5 test-drive form: message optional', () => {
  const schema = createEnquirySchema(rules, messages);
  const base = { name: 'Sam', email: 'sam@example.com', car_id: 'c' };
  it('a test drive needs no message even where enquiries do', () => {
    expect(schema.safeParse({ ...base, category: TEST_DRIVE_CATEGORY }).success).toBe(true);
  });
  it('an enquiry about a car still needs one', () => {
    const parsed = schema.safeParse(base);
    expect(parsed.success).toBe(false);
  });
});
