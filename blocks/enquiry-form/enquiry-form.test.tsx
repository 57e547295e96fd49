import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { renderBlockHtml, testContext } from '../registry/render-for-test';
import { enquiryFormDataSchema } from './data';
import { enquiryFormBlock } from './index';
import {
  autoPickedDealership, createEnquirySchema, dealershipShown, enquiryErrorMessages, enquiryFieldErrors, enquiryRulesFor,
  enquiryTrackingEvent, isPhoneNumber, locationShown, shouldStoreForReuse, type EnquiryFormRules, type EnquiryInput,
} from '@dealer/leads';
import { adfLeadFromEnquiry, buildAdf } from '@dealer/leads/server';
import { ENQUIRY_CONTACT_KEY, loadContactForReuse, saveContactForReuse } from './storage';

const messages = enquiryErrorMessages(createLocale('en-AU').t);
const oneDealership = [{ value: 'riverside-kia', label: 'Riverside Kia' }];
const twoLocations = [{ value: 'sales', label: 'Sales' }, { value: 'service', label: 'Service' }];
const rules = (overrides: Partial<EnquiryFormRules> = {}): EnquiryFormRules => ({
  messageRequired: true, locations: twoLocations, dealerships: oneDealership, ...overrides,
});
const valid: EnquiryInput = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', message: 'Hello', category: 'Sales', location: 'sales' };
const errorsFor = (input: unknown, ruleSet = rules()) => {
  const parsed = createEnquirySchema(ruleSet, messages).safeParse(input);
  return parsed.success ? {} : enquiryFieldErrors(parsed.error);
};

describe('§5 enquiry form rules', () => {
  it.each([
    ['message required by default', rules(), { ...valid, message: '' }, { message: 'Please enter a message' }],
    ['message whitespace only is missing', rules(), { ...valid, message: '   ' }, { message: 'Please enter a message' }],
    ['message optional when the site flag disables it', rules({ messageRequired: false }), { ...valid, message: '' }, {}],
    ['category select required for a general enquiry', rules(), { ...valid, category: '' }, { category: 'Please choose an enquiry type' }],
    ['category not required for an enquiry about a car', rules(), { ...valid, category: '', car_id: 'rk-1' }, {}],
    ['location select required when shown (more than one location)', rules(), { ...valid, location: '' }, { location: 'Please choose a location' }],
    ['location must be one of the site’s', rules(), { ...valid, location: 'elsewhere' }, { location: 'Please choose a location' }],
    ['location not required with one location', rules({ locations: [twoLocations[0]!] }), { ...valid, location: '' }, {}],
    ['preferred dealership required when several', rules({ dealerships: [...oneDealership, { value: 'other', label: 'Other' }] }), valid, { dealership_slug: 'Please choose a dealership' }],
    ['preferred dealership must be the site’s', rules(), { ...valid, dealership_slug: 'someone-else' }, { dealership_slug: 'Please choose a dealership' }],
    ['opt-in optional', rules(), { ...valid, opt_in: undefined }, {}],
    ['Rego optional', rules(), { ...valid, Rego: '' }, {}],
    ['Rego validated when given', rules(), { ...valid, Rego: 'NOT A REGO!' }, { Rego: 'Please enter a valid rego' }],
    ['name required', rules(), { ...valid, name: ' ' }, { name: 'Please enter your name' }],
    ['email required', rules(), { ...valid, email: '' }, { email: 'Please enter a valid email address' }],
    ['email validated', rules(), { ...valid, email: 'jo@' }, { email: 'Please enter a valid email address' }],
    ['phone optional', rules(), { ...valid, phone: '' }, {}],
    ['phone validated', rules(), { ...valid, phone: '12ab' }, { phone: 'Please enter a valid phone number' }],
    ['phone too short', rules(), { ...valid, phone: '1234' }, { phone: 'Please enter a valid phone number' }],
  ])('%s', (_rule, ruleSet, input, expected) => {
    expect(errorsFor(input, ruleSet)).toEqual(expected);
  });

  it('an empty form lists every required field at once', () => {
    expect(Object.keys(errorsFor({ name: '', email: '', phone: '', message: '', category: '', location: '' }))).toEqual(['name', 'email', 'message', 'category', 'location']);
    expect(errorsFor({})).toEqual({
      name: 'Please enter your name', email: 'Please enter a valid email address', message: 'Please enter a message',
      category: 'Please choose an enquiry type', location: 'Please choose a location',
    });
  });

  it('opt-in defaults on', () => {
    expect(createEnquirySchema(rules(), messages).parse(valid).opt_in).toBe(true);
    expect(createEnquirySchema(rules(), messages).parse({ ...valid, opt_in: false }).opt_in).toBe(false);
  });

  it('careers category is rewritten to General Enquiry with subcategory Career Enquiry', () => {
    const values = createEnquirySchema(rules(), messages).parse({ ...valid, category: 'Careers' });
    expect(values).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    // parsing the output again (the API re-parses what the form sends) keeps it
    expect(createEnquirySchema(rules(), messages).parse(values)).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
  });

  it('the dealership select auto-picks the only option when there is exactly one', () => {
    expect(autoPickedDealership(oneDealership)).toBe('riverside-kia');
    expect(autoPickedDealership([...oneDealership, { value: 'b', label: 'B' }])).toBe('');
    expect(dealershipShown({ dealerships: oneDealership })).toBe(false);
    expect(createEnquirySchema(rules(), messages).parse(valid).dealership_slug).toBe('riverside-kia');
  });

  it('the location select is shown only with more than one location and when the block asks', () => {
    expect(locationShown({ locations: twoLocations })).toBe(true);
    expect(locationShown({ locations: twoLocations }, false)).toBe(false);
    expect(locationShown({ locations: [twoLocations[0]!] })).toBe(false);
  });

  it.each([
    [{ name: 'Jo', email: 'jo@example.com', phone: '0412345678' }, true],
    [{ name: 'Jo', email: 'jo@example.com', phone: '' }, false],
    [{ name: 'Jo', email: '', phone: '0412345678' }, false],
    [{ name: ' ', email: 'jo@example.com', phone: '0412345678' }, false],
    [{ email: 'jo@example.com', phone: '0412345678' }, false],
  ])('form stored for reuse only when name, email and phone are all present: %j → %s', (values, stored) => {
    expect(shouldStoreForReuse(values)).toBe(stored);
    const memory = new Map<string, string>();
    const storage = { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value) };
    expect(saveContactForReuse(values, storage)).toBe(stored);
    expect(memory.has(ENQUIRY_CONTACT_KEY)).toBe(stored);
    expect(loadContactForReuse(storage)).toEqual(stored ? values : undefined);
  });

  it.each(['0412 345 678', '+61 7 3000 1234', '(07) 3000 1234', '+1 512-555-0100', '09 555 0100'])('accepts phone %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it('§9 tracking ids: 22 general enquiry, 51 careers', () => {
    expect(enquiryTrackingEvent({})).toBe(22);
    expect(enquiryTrackingEvent({ subcategory: 'Career Enquiry' })).toBe(51);
    expect(enquiryTrackingEvent({ car_id: 'x', car_type: 'new' })).toBe(14);
    expect(enquiryTrackingEvent({ car_id: 'x', car_type: 'used' })).toBe(15);
  });

  it('site rules come from the config: message flag, locations, dealerships', () => {
    const kia = resolveSiteConfig(siteDefinitions.find((site) => site.slug === 'riverside-kia')!).config;
    const siteRules = enquiryRulesFor(kia);
    expect(siteRules.messageRequired).toBe(true);
    expect(siteRules.locations.map((location) => location.value)).toEqual(['riverside-kia-sales', 'riverside-kia-service-and-parts']);
    expect(siteRules.dealerships).toEqual([{ value: 'riverside-kia', label: 'Riverside Kia', makes: ['Kia'], locationTypes: ['sales', 'service', 'parts'] }]);
    expect(siteRules.terms).toBeNull();
    expect(enquiryRulesFor({ ...kia, features: { ...kia.features, enquiryMessageRequired: false } }).messageRequired).toBe(false);
  });
});

describe('§5 check-option fields reach the dealer', () => {
  it.each([
    [['Finance quote', 'Extended warranty'], 'Additional services: Finance quote, Extended warranty'],
    [['Service plan'], 'Additional services: Service plan'],
  ])('§5 %j are in the ADF comments', (services, line) => {
    const values = createEnquirySchema(rules(), messages).parse({ ...valid, additional_services: services });
    const adf = buildAdf(adfLeadFromEnquiry(
      { id: '7b0c1d2e-0000-4000-8000-000000000009', createdAt: new Date('2026-01-01T00:00:00Z'), name: values.name, email: values.email, category: values.category, extra: { additional_services: values.additional_services! } },
      { dealer: { name: 'Riverside Kia', email: 'leads@riverside-kia.localhost' }, provider: { name: 'Dealer website' } },
    ));
    expect(adf).toContain(line);
  });
});

describe('enquiry form block', () => {
  it('defaults: the platform categories, location shown', () => {
    expect(enquiryFormDataSchema.parse({})).toEqual({
      heading: null, intro: null, categories: ['General Enquiry', 'Sales', 'Service', 'Parts', 'Finance', 'Careers'], showLocation: true, successMessage: null, anchor: 'enquire',
      terms: null, checkOptions: [], manufacturer: null, locationType: null,
    });
    expect(enquiryFormDataSchema.parse({ categories: ['Sales', ' ', 'Sales', 3] }).categories).toEqual(['Sales']);
  });

  it('renders the heading, labelled inputs and the category and location selects on riverside-kia', async () => {
    const html = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({ heading: 'Contact us', intro: 'We reply within a day.' }), testContext('riverside-kia'));
    expect(html).toContain('Contact us');
    expect(html).toContain('We reply within a day.');
    for (const label of ['Enquiry type', 'Location', 'Name', 'Email', 'Phone', 'Rego', 'Message', 'Keep me up to date with offers and news']) expect(html).toContain(label);
    expect(html).toContain('Careers');
    expect(html).not.toContain('Preferred dealership'); // one dealership: auto-picked, not asked
    expect(html).toMatch(/novalidate/i);
    // every text input, select and textarea has a <label for> (the opt-in checkbox sits inside its label;
    // the honeypot is inside a hidden box that people and assistive technology never reach)
    const controls = [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('type="checkbox"') && !tag.includes('name="website"'));
    expect(controls).toHaveLength(7);
    expect(html).toMatch(/<div hidden=""><label>Website <input[^>]*tabindex="-1"[^>]*name="website"/i);
    for (const tag of controls) {
      const id = /\sid="([^"]+)"/.exec(tag)?.[1];
      expect(id, tag).toBeTruthy();
      expect(html).toContain(`for="${id}"`);
    }
  });

  it('the section id is the anchor: finance-form on the finance page (§2 /finance#finance-form), else enquire', async () => {
    expect(enquiryFormDataSchema.parse({ anchor: ' finance-form ' }).anchor).toBe('finance-form');
    for (const anchor of ['', 'Finance Form', '#finance-form', 'a"b', 42]) expect(enquiryFormDataSchema.parse({ anchor }).anchor).toBe('enquire');
    const finance = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({ anchor: 'finance-form' }), testContext('riverside-kia'));
    expect(finance).toMatch(/<section[^>]*\sid="finance-form"/);
    expect(finance).not.toContain('id="enquire"');
    const contact = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({}), testContext('riverside-kia'));
    expect(contact).toMatch(/<section[^>]*\sid="enquire"/);
  });

  it('asks for the preferred dealership on a site with several (southern-cross-motors)', async () => {
    const html = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({}), testContext('southern-cross-motors'));
    expect(html).toContain('Preferred dealership');
    expect(html).toContain('Southern Cross Dandenong');
  });

  it.each([
    ['harbour-city-toyota (the site\'s enquiry terms)', 'harbour-city-toyota', {}, 'By sending this enquiry you agree that Harbour City Toyota may contact you'],
    ['riverside-kia (the block\'s own terms)', 'riverside-kia', { terms: 'We reply within a day.' }, 'We reply within a day.'],
  ])('§5 terms text on some sites: %s, above the send button', async (_case, slug, data, terms) => {
    const html = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse(data), testContext(slug));
    expect(html).toContain(terms);
    expect(html.indexOf(terms)).toBeLessThan(html.indexOf('type="submit"'));
  });

  it('§5 check options render as a labelled group of boxes', async () => {
    const html = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({ checkOptions: ['Extended warranty', 'Service plan'] }), testContext('riverside-kia'));
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>I am also interested in/);
    expect(html).toMatch(/type="checkbox"[^>]*value="Extended warranty"/);
  });

  it('§5 the block\'s manufacturer narrows the preferred dealership to the only one, which is then not asked (southern-cross-motors, Jayco)', async () => {
    const html = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({ manufacturer: 'Jayco' }), testContext('southern-cross-motors'));
    expect(html).not.toContain('Preferred dealership');
  });

  it('hides the location select on a one-location site, and US wording on lone-star-jeep', async () => {
    const html = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({}), testContext('lone-star-jeep'));
    expect(html).not.toContain('Choose a location');
    expect(html).toContain('License plate');
  });
});

describe('§2 /contact-us/{location slug}: the enquiry form preset to the page\'s location', () => {
  it.each([
    ['riverside-kia', 'riverside-kia-service-and-parts', 'riverside-kia'],
    ['southern-cross-motors', 'dandenong', 'southern-cross-dandenong'],
  ])('%s: %s is chosen in the location select, its dealership %s attached', async (site, location, dealership) => {
    const context = { ...testContext(site), location: { slug: location, dealershipSlug: dealership } };
    const html = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({}), context);
    expect(html).toMatch(new RegExp(`<option value="${location}" selected="">`));
    expect(html).not.toContain('Preferred dealership');
  });

  it('a location the site does not list presets nothing (the shopper picks one)', async () => {
    const context = { ...testContext('riverside-kia'), location: { slug: 'elsewhere', dealershipSlug: 'riverside-kia' } };
    const html = await renderBlockHtml(enquiryFormBlock.Component, enquiryFormDataSchema.parse({}), context);
    expect(html).toContain('<option value="riverside-kia-sales">');
    expect(html).not.toMatch(/<option value="riverside-kia-[a-z-]+" selected="">/);
  });
});
