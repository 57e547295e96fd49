import { readFileSync } from 'node:fs';
import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError } from 'libxml2-wasm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DRIVE_CATEGORY } from '../contract/enquiry-rules';
import { createFinanceApplicationSchema } from '../contract/finance-application';
import { FINANCE_SUBCATEGORIES } from '../contract/finance-rules';
import { dealerEmailAbout, financeLeadExtra } from '../finance/lead-extra';
import { tradeInLeadExtra } from '../valuation/lead-extra';
import { AdfError, OFFER_ACCEPTED_SUBCATEGORY, adfLeadFromEnquiry, adfReadableText, buildAdf, splitName, type AdfEnquiry, type AdfLead, type AdfLeadContext } from './adf';

// libxml2 (WASM) with the shipped DTD: the document must be valid ADF 1.0, not just well-formed.
const dtd = XmlDtd.fromString(readFileSync(new URL('./adf-1.0.dtd', import.meta.url), 'utf8'));
const validator = new DtdValidator(dtd);
afterAll(() => validator.dispose());

/** DTD errors of a document (empty when valid), and XPath string values read back from it. */
function check(xml: string, xpaths: Record<string, string> = {}): { errors: string[]; values: Record<string, string> } {
  const doc = XmlDocument.fromString(xml);
  try {
    let errors: string[] = [];
    try {
      validator.validate(doc);
    } catch (error) {
      if (!(error instanceof XmlValidateError)) throw error;
      errors = error.details.map((detail) => `${detail.line}: ${detail.message.trim()}`);
    }
    const values = Object.fromEntries(Object.entries(xpaths).map(([key, xpath]) => [key, String(doc.eval(`string(${xpath})`))]));
    return { errors, values };
  } finally {
    doc.dispose();
  }
}

const context: AdfLeadContext = {
  dealer: { name: 'Riverside Kia', contactName: 'Sales team', email: 'sales@riverside-kia.example', phone: '03 9000 0000' },
  provider: { name: 'Dealer Platform', url: 'https://riverside-kia.example' },
};
const createdAt = new Date('2025-03-04T05:06:07.890Z');
const base: AdfEnquiry = { id: '7b0c1d2e-0000-4000-8000-000000000001', createdAt, name: 'Jamie Lee Smith', email: 'jamie@example.com', phone: '0400 111 222' };

const kinds: Record<string, { enquiry: AdfEnquiry; context: AdfLeadContext; interest: string; status: string }> = {
  'general enquiry (no car)': {
    enquiry: { ...base, category: 'Sales', message: 'Do you have a hybrid SUV?', location: 'Richmond', extra: { postcode: '3121' } },
    context,
    interest: 'buy',
    status: 'new',
  },
  'enquiry about a used car': {
    enquiry: { ...base, carId: 'car-1', message: 'Is it still available?', extra: { car_type: 'used', stock_number: 'U123' } },
    context: { ...context, car: { year: 2019, make: 'Kia', model: 'Cerato', vin: 'KNAF241CMK5123456', stocknum: 'U123', price: 18990, car_type: 'used' } },
    interest: 'buy',
    status: 'used',
  },
  'test drive': {
    enquiry: { ...base, category: TEST_DRIVE_CATEGORY, carId: 'car-2', extra: { car_type: 'new', 'Vehicle Make': 'Kia', 'Vehicle Model': 'EV6' } },
    context: { ...context, car: { year: 2025, make: 'Kia', model: 'EV6', stocknum: 'N77', price: 72590, car_type: 'new' } },
    interest: 'test-drive',
    status: 'new',
  },
  'trade-in offer accepted': {
    enquiry: { ...base, category: 'Trade-in', subcategory: OFFER_ACCEPTED_SUBCATEGORY, extra: { 'Vehicle Make': 'Toyota', 'Vehicle Model': 'Corolla', Rego: 'ABC123', last_name: 'Smith', postcode: '3000' }, name: 'Jamie' },
    context,
    interest: 'trade-in',
    status: 'used',
  },
  'finance application': {
    enquiry: { ...base, category: 'Finance', carId: 'car-3', message: 'Pre-approval please', extra: { car_type: 'demo', vehiclePriceBudget: '45000', preferredDealership: 'riverside-kia', employment: 'Full time' } },
    context: { ...context, car: { year: 2024, make: 'Kia', model: 'Sportage', price: 44990.5, car_type: 'demo' } },
    interest: 'buy',
    status: 'new',
  },
};

describe('buildAdf: ADF 1.0 documents that validate against the DTD', () => {
  it('the DTD check is real: a document without requestdate or with an unknown interest is rejected', () => {
    const xml = buildAdf(adfLeadFromEnquiry(base, context));
    expect(check(xml).errors).toEqual([]);
    expect(check(xml.replace(/<requestdate>[^<]*<\/requestdate>/, '')).errors.join('\n')).toMatch(/prospect/);
    expect(check(xml.replace('interest="buy"', 'interest="rent"')).errors.join('\n')).toMatch(/interest/);
  });

  for (const [kind, { enquiry, context: leadContext, interest, status }] of Object.entries(kinds)) {
    it(`${kind}: valid, interest ${interest}, status ${status}`, () => {
      const xml = buildAdf(adfLeadFromEnquiry(enquiry, leadContext));
      expect(xml.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
      const { errors, values } = check(xml, {
        interest: '//vehicle/@interest',
        status: '//vehicle/@status',
        id: '/adf/prospect/id',
        source: '/adf/prospect/id/@source',
        requestdate: '//requestdate',
        email: '//customer/contact/email',
        vendorname: '//vendor/vendorname',
        provider: '//provider/name',
      });
      expect(errors).toEqual([]);
      expect(values).toEqual({
        interest,
        status,
        id: enquiry.id,
        source: 'Dealer Platform',
        requestdate: '2025-03-04T05:06:07Z',
        email: 'jamie@example.com',
        vendorname: 'Riverside Kia',
        provider: 'Dealer Platform',
      });
    });
  }

  it('carries the car, the name parts, the postcode and the other form values', () => {
    const lead = adfLeadFromEnquiry(kinds['finance application']!.enquiry, kinds['finance application']!.context);
    const { values } = check(buildAdf(lead), {
      year: '//vehicle/year',
      make: '//vehicle/make',
      model: '//vehicle/model',
      price: '//vehicle/price',
      currency: '//vehicle/price/@currency',
      type: '//vehicle/price/@type',
      first: '//customer/contact/name[@part="first"]',
      last: '//customer/contact/name[@part="last"]',
      comments: '//customer/comments',
      vendorContact: '//vendor/contact/name[@part="full"]',
    });
    expect(values).toMatchObject({ year: '2024', make: 'Kia', model: 'Sportage', price: '44990.50', currency: 'AUD', type: 'asking', first: 'Jamie', last: 'Lee Smith', vendorContact: 'Sales team' });
    expect(values.comments).toBe('Pre-approval please\n\nEnquiry: Finance\nemployment: Full time\npreferredDealership: riverside-kia\nvehiclePriceBudget: 45000');

    const tradeIn = adfLeadFromEnquiry(kinds['trade-in offer accepted']!.enquiry, context);
    const traded = check(buildAdf(tradeIn), { make: '//vehicle/make', model: '//vehicle/model', first: '//name[@part="first"]', last: '//name[@part="last"]', postcode: '//address/postalcode', comments: '//comments' });
    expect(traded.values).toMatchObject({ make: 'Toyota', model: 'Corolla', first: 'Jamie', last: 'Smith', postcode: '3000' });
    expect(traded.values.comments).toContain('Rego: ABC123');
    expect(traded.values.comments).toContain(`Enquiry: Trade-in / ${OFFER_ACCEPTED_SUBCATEGORY}`);
  });

  it('leaves out optional elements without a value, and never invents required ones', () => {
    const xml = buildAdf(adfLeadFromEnquiry({ ...base, phone: null, message: '   ' }, { ...context, car: { price: 0 } }));
    expect(check(xml).errors).toEqual([]);
    for (const tag of ['<vin', '<stock', '<price', '<comments', '<address', '<url></url>']) expect(xml).not.toContain(tag);
    expect(/<customer>[\s\S]*<\/customer>/.exec(xml)![0]).not.toContain('<phone');
    expect(xml).toContain('<year/>');
    expect(xml).toContain('<make/>');
  });

  it('a contact needs an email or a phone (the DTD): phone only is valid, neither throws', () => {
    const lead = adfLeadFromEnquiry(base, context);
    const phoneOnly: AdfLead = { ...lead, customer: { ...lead.customer, email: undefined }, vendor: { name: 'Riverside Kia', phone: '03 9000 0000' } };
    expect(check(buildAdf(phoneOnly)).errors).toEqual([]);
    expect(() => buildAdf({ ...lead, customer: { ...lead.customer, email: ' ', phone: undefined } })).toThrow(AdfError);
    expect(() => buildAdf({ ...lead, vendor: { name: 'Riverside Kia' } })).toThrow(AdfError);
  });
});

describe('buildAdf: hostile values are escaped or removed, and the document stays valid', () => {
  const hostile = '<script>alert("x")</script> & \'quoted\' \u0000\u0007\ud800 \uffff😀 ]]> end';
  const cleaned = '<script>alert("x")</script> & \'quoted\'  😀 ]]> end';

  it('in text and attributes alike', () => {
    const lead = adfLeadFromEnquiry(
      { ...base, name: hostile, message: hostile, email: 'a&b@example.com', extra: { postcode: '<3000>', 'weird "key"': hostile } },
      { dealer: { name: `Riverside & "Sons" <Kia>`, phone: '1\u0000' }, provider: { name: `Provider 'quoted' & <b>`, url: 'https://x.example/?a=1&b="2"' }, car: { make: '<Kia>', model: 'EV6 & co', stocknum: '\ud800' } },
    );
    const xml = buildAdf(lead);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
    expect(xml).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?:[^\ud800-\udbff]|^)[\udc00-\udfff]/);
    expect(xml).toContain('😀');
    expect(xml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quoted&apos;');
    expect(xml).toContain('source="Provider &apos;quoted&apos; &amp; &lt;b&gt;"');

    const { errors, values } = check(xml, { comments: '//comments', first: '//name[@part="first"]', source: '//prospect/id/@source', vendor: '//vendorname', url: '//provider/url', make: '//vehicle/make', postcode: '//postalcode' });
    expect(errors).toEqual([]);
    expect(values.comments!.startsWith(cleaned)).toBe(true);
    expect(values.comments).toContain(`weird "key": ${cleaned}`);
    expect(values.first).toBe('<script>alert("x")</script>');
    expect(values).toMatchObject({ source: `Provider 'quoted' & <b>`, vendor: `Riverside & "Sons" <Kia>`, url: 'https://x.example/?a=1&b="2"', make: '<Kia>', postcode: '<3000>' });
    expect(xml).not.toContain('<stock>');
  });

  it('keeps line breaks in attribute values and CR in text', () => {
    const lead = adfLeadFromEnquiry({ ...base, message: 'line 1\r\nline 2' }, { ...context, provider: { name: 'A\nB\tC' } });
    const { errors, values } = check(buildAdf(lead), { source: '//prospect/id/@source', comments: '//comments' });
    expect(errors).toEqual([]);
    expect(values.source).toBe('A\nB\tC');
    expect(values.comments).toBe('line 1\r\nline 2');
  });
});

describe('names, readable copy', () => {
  it('splitName: first word and the rest', () => {
    expect(splitName('  Jamie   Lee  Smith ')).toEqual({ first: 'Jamie', last: 'Lee Smith' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' });
    expect(splitName('')).toEqual({ first: '', last: '' });
  });

  it('a one-word name is sent as the first name only', () => {
    const xml = buildAdf(adfLeadFromEnquiry({ ...base, name: 'Cher' }, context));
    expect(check(xml).errors).toEqual([]);
    expect(xml).toContain('<name part="first">Cher</name>');
    expect(xml).not.toContain('part="last"');
  });

  it('adfReadableText lists what the dealer needs, as plain text', () => {
    const { enquiry, context: leadContext } = kinds['test drive']!;
    const text = adfReadableText(adfLeadFromEnquiry({ ...enquiry, message: 'Saturday <am> \u0000please' }, leadContext));
    expect(text).toContain('Test drive for Riverside Kia');
    expect(text).toContain('Vehicle: 2025 Kia EV6');
    expect(text).toContain('Price: AUD 72,590');
    expect(text).toContain('Name: Jamie Lee Smith');
    expect(text).toContain('Email: jamie@example.com');
    expect(text).toContain('Saturday <am> please');
    expect(text).not.toContain('\u0000');
  });
});

describe('a trade-in valued online (§3 "Valuation lead", §7 offer acceptance)', () => {
  const valuation = {
    id: '3f1e9a52-0000-4000-8000-0000000000aa',
    lookup: { rego: 'ABC123', regoState: 'QLD' as const },
    vehicle: { market: 'AU' as const, make: 'Ford', model: 'Mustang', badge: 'GT', year: 2024, body: 'coupe', fuel: 'Petrol', transmission: 'Automatic' as const, reference: { provider: 'embedded' as const, id: 'ford-mustang-gt' } },
    answers: { odometerKm: 12000, condition: 'good' as const, accidentDamage: 'no' as const, financeOwing: 'yes' as const, serviceHistory: 'full' as const, keys: '2+' as const },
    offer: {
      kind: 'offer' as const, priceCents: 4_295_000, currency: 'AUD', explanation: '$42,950 for your 2024 Ford Mustang GT with 12,000 km; valid for 7 days.',
      validDays: 7, expiresAt: '2025-03-11T05:06:07.890Z', financeOwing: true,
    },
  };
  const accepted: AdfEnquiry = {
    ...base, name: 'Jamie', category: 'Trade-In', subcategory: OFFER_ACCEPTED_SUBCATEGORY, message: valuation.offer.explanation,
    extra: { last_name: 'Smith', postcode: '4064', ...tradeInLeadExtra(valuation) },
  };
  const xpaths = {
    interest: '//vehicle[1]/@interest', status: '//vehicle[1]/@status', year: '//vehicle[1]/year', make: '//vehicle[1]/make', model: '//vehicle[1]/model',
    trim: '//vehicle[1]/trim', odometer: '//vehicle[1]/odometer', units: '//vehicle[1]/odometer/@units', condition: '//vehicle[1]/condition',
    price: '//vehicle[1]/price', priceType: '//vehicle[1]/price/@type', currency: '//vehicle[1]/price/@currency', pricecomments: '//vehicle[1]/pricecomments',
    vehicleComments: '//vehicle[1]/comments', customerComments: '//customer/comments', vehicles: 'count(//vehicle)',
  };

  it('is the lead\'s one vehicle, interest trade-in, used, with its odometer in km, condition and the offer as an appraisal: valid against the DTD', () => {
    const { errors, values } = check(buildAdf(adfLeadFromEnquiry(accepted, context)), xpaths);
    expect(errors).toEqual([]);
    expect(values).toMatchObject({
      interest: 'trade-in', status: 'used', year: '2024', make: 'Ford', model: 'Mustang', trim: 'GT', odometer: '12000', units: 'km', condition: 'good',
      price: '42950', priceType: 'appraisal', currency: 'AUD', pricecomments: valuation.offer.explanation, vehicles: '1',
    });
    expect(values.vehicleComments!.split('\n')).toEqual([
      'Rego: ABC123 (QLD)', 'Fuel: Petrol', 'Accident damage: no', 'Finance owing: yes', 'Service history: full', 'Keys: 2+',
      'Online offer: AUD 42950.00, valid until 2025-03-11T05:06:07.890Z', `Valuation: ${valuation.id}`,
    ]);
    // The trade-in's facts are in the vehicle, not repeated among the customer's comments.
    expect(values.customerComments).not.toContain('trade_in_');
    expect(values.customerComments).toContain(`Enquiry: Trade-In / ${OFFER_ACCEPTED_SUBCATEGORY}`);
  });

  it('follows the car of the dealer\'s the lead is about, as a second vehicle: still valid', () => {
    const withCar = { ...accepted, carId: 'car-9' };
    const carContext = { ...context, car: { year: 2025, make: 'Kia', model: 'EV6', price: 72590, car_type: 'new' } };
    const { errors, values } = check(buildAdf(adfLeadFromEnquiry(withCar, carContext)), { ...xpaths, tradeIn: '//vehicle[2]/@interest', tradeInMake: '//vehicle[2]/make', tradeInOdometer: '//vehicle[2]/odometer' });
    expect(errors).toEqual([]);
    expect(values).toMatchObject({ interest: 'buy', make: 'Kia', model: 'EV6', priceType: 'asking', vehicles: '2', tradeIn: 'trade-in', tradeInMake: 'Ford', tradeInOdometer: '12000' });
  });

  it('without an online estimate: no price, the reason in its comments, still valid; the readable copy names the trade-in', () => {
    const refused = {
      ...valuation,
      answers: { ...valuation.answers, odometerKm: 150000 },
      offer: { kind: 'no-online-estimate' as const, reason: 'over-100000-km' as const, explanation: 'We value cars with over 100,000 km in person.' },
    };
    const lead = adfLeadFromEnquiry({ ...accepted, subcategory: 'Trade-in enquiry', extra: { ...tradeInLeadExtra(refused) } }, context);
    const xml = buildAdf(lead);
    const { errors, values } = check(xml, xpaths);
    expect(errors).toEqual([]);
    expect(xml).not.toMatch(/<price[ >]/);
    expect(values).toMatchObject({ interest: 'trade-in', odometer: '150000', pricecomments: refused.offer.explanation });
    expect(values.vehicleComments).toContain('No online estimate (over-100000-km): to be valued in person');
    const text = adfReadableText(adfLeadFromEnquiry(accepted, context));
    expect(text).toContain('Trade-in for Riverside Kia');
    expect(text).toContain('Trade-in: 2024 Ford Mustang GT');
    expect(text).toContain('Odometer: 12,000 km');
    expect(text).toContain('Online offer: AUD 42,950');
  });
});

describe('a finance request (§2 finance pages): the loan in the vehicle\'s <finance>, the applicant\'s answers in the comments', () => {
  const messages = new Proxy({}, { get: (_target, name) => `bad ${String(name)}` }) as Parameters<typeof createFinanceApplicationSchema>[1];
  const schema = createFinanceApplicationSchema({ market: 'AU', kinds: ['enquiry', 'application', 'pre-approval'], dealerships: [{ value: 'riverside-kia', label: 'Riverside Kia' }] }, messages);
  const shopper = { name: 'Jamie', last_name: 'Smith', postcode: '4064', phone: '0412 345 678', email: 'jamie@example.com' };
  const preApproval = schema.parse({
    kind: 'pre-approval', ...shopper, amount: '45000', deposit: '5000', term_months: '60', employment_status: 'full-time', employer: 'Acme & Sons <Pty>',
    employment_years: '3', employment_months: '2', income: '1500', income_frequency: 'week', expenses: '2000', residential_status: 'renting',
    address_years: '1', address_months: '6', licence_type: 'full', licence_number: 'ab 123', consent: true,
  });
  const lead = (application: typeof preApproval, carPrice?: number): AdfEnquiry => ({
    ...base, name: 'Jamie', category: 'Finance', subcategory: FINANCE_SUBCATEGORIES[application.kind], carId: application.car_id ?? null,
    extra: { last_name: 'Smith', postcode: '4064', ...financeLeadExtra(application, { carPrice }) },
  });
  const xpaths = {
    method: '//vehicle/finance/method', total: '//vehicle/finance/amount[@type="total"]', totalLimit: '//vehicle/finance/amount[@type="total"]/@limit',
    currency: '//vehicle/finance/amount[@type="total"]/@currency', deposit: '//vehicle/finance/amount[@type="downpayment"]',
    balance: '//vehicle/finance/balance', balanceType: '//vehicle/finance/balance/@type', finances: 'count(//finance)', comments: '//customer/comments',
    postcode: '//customer/contact/address/postalcode',
  };

  it('a pre-approval: method finance, the price as the total, the deposit as the down payment, the balance to finance; valid against the DTD', () => {
    const { errors, values } = check(buildAdf(adfLeadFromEnquiry(lead(preApproval), context)), xpaths);
    expect(errors).toEqual([]);
    expect(values).toMatchObject({
      method: 'finance', total: '45000', totalLimit: 'maximum', currency: 'AUD', deposit: '5000', balance: '40000', balanceType: 'finance', finances: '1', postcode: '4064',
    });
    expect(values.comments!.split('\n')).toEqual([
      'Enquiry: Finance / Finance pre-approval',
      'Finance pre-approval: no credit check has been run and nothing approved; please contact the applicant.',
      'Vehicle price or budget: AUD 45,000',
      'Deposit or trade-in: AUD 5,000',
      'Loan term: 60 months',
      'Employment: Full time, Acme & Sons <Pty>, 3 years 2 months',
      'Income before tax: AUD 1,500 per week',
      'Living expenses: AUD 2,000 per month',
      'Living situation: Renting, 1 year 6 months at this address',
      'Licence: Full, number AB123',
      'Consent to be contacted about finance: given on the form',
    ]);
    // No finance_* plumbing among the comments: every answer is one readable line.
    expect(values.comments).not.toContain('finance_');
  });

  it('about a car of the dealer\'s: the car\'s vehicle carries the <finance>, after its price; valid', () => {
    const withCar = lead({ ...preApproval, car_id: 'car-3', car_type: 'used' });
    const { errors, values } = check(buildAdf(adfLeadFromEnquiry(withCar, { ...context, car: { year: 2021, make: 'Kia', model: 'Sportage', price: 31990, car_type: 'used', stocknum: 'U77' } })), {
      ...xpaths, make: '//vehicle/make', price: '//vehicle/price', status: '//vehicle/@status',
    });
    expect(errors).toEqual([]);
    expect(values).toMatchObject({ make: 'Kia', price: '31990', status: 'used', total: '45000', finances: '1' });
  });

  it('a finance enquiry without an amount takes the car\'s price; without either, no <finance> (ADF needs an amount) and still valid', () => {
    const enquiry = schema.parse({ kind: 'enquiry', ...shopper });
    const priced = check(buildAdf(adfLeadFromEnquiry(lead(enquiry, 28_990), context)), xpaths);
    expect(priced.errors).toEqual([]);
    expect(priced.values).toMatchObject({ total: '28990', balance: '28990', deposit: '' });
    const bare = buildAdf(adfLeadFromEnquiry(lead(enquiry), context));
    expect(check(bare).errors).toEqual([]);
    expect(bare).not.toContain('<finance>');
    expect(check(bare, xpaths).values.comments).toContain('Finance enquiry: no credit check has been run');
  });

  it('the DTD check sees <finance>: one without an amount is refused', () => {
    const xml = buildAdf(adfLeadFromEnquiry(lead(preApproval), context)).replace(/<amount[^>]*>[^<]*<\/amount>\s*/g, '');
    expect(check(xml).errors.join('\n')).toMatch(/finance/);
  });

  it('the readable copy shows the loan; the dealer\'s email says which request it is', () => {
    const text = adfReadableText(adfLeadFromEnquiry(lead(preApproval), context));
    expect(text).toContain('Finance: AUD 45,000 total, AUD 5,000 deposit, AUD 40,000 to finance');
    expect(text).toContain('Income before tax: AUD 1,500 per week');
    expect(dealerEmailAbout({ category: 'Finance', subcategory: 'Finance pre-approval' }, '2021 Kia Sportage')).toBe('Finance pre-approval: 2021 Kia Sportage');
    expect(dealerEmailAbout({ category: 'Finance', subcategory: 'Finance application' }, undefined)).toBe('Finance application');
    expect(dealerEmailAbout({ category: 'Sales', subcategory: null }, '2021 Kia Sportage')).toBe('2021 Kia Sportage');
    expect(dealerEmailAbout({ category: 'Sales', subcategory: null }, undefined)).toBe('Sales');
  });
});
