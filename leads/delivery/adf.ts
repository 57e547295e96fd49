import { TEST_DRIVE_CATEGORY } from '../contract/enquiry-rules';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../contract/valuation-rules';
import { FINANCE_EXTRA_KEYS, financeAdf, financeCommentLines, financeFromLeadExtra, type AdfFinance } from '../finance/lead-extra';
import { TRADE_IN_EXTRA_KEYS, tradeInFromLeadExtra, type TradeInLeadFacts } from '../valuation/lead-extra';

/**
 * The lead as an ADF (Auto-lead Data Format) 1.0 XML document, the format dealer CRMs read from the
 * plain-text body of a lead email (README "Lead delivery"). `adf-1.0.dtd` next to this file is the
 * DTD the tests validate every lead kind against.
 */

/** The interest values of the DTD; leads use buy, test-drive and trade-in. */
export type AdfInterest = 'buy' | 'lease' | 'sell' | 'trade-in' | 'test-drive';
export type AdfVehicleStatus = 'new' | 'used';

export interface AdfVehicle {
  interest: AdfInterest;
  status: AdfVehicleStatus;
  year?: number | string;
  make?: string;
  model?: string;
  vin?: string;
  stock?: string;
  /** The variant (ADF trim), body and gearbox: what a trade-in's register says. */
  trim?: string;
  bodystyle?: string;
  transmission?: string;
  odometer?: { value: number | string; units: 'km' | 'mi' };
  /** ADF's condition words: excellent, good, fair, poor (a trade-in's answer). */
  condition?: string;
  /** The price; left out unless above 0 (0 means no price shown). */
  price?: number;
  /** ADF price type: the car's asking price (default), or a trade-in's appraisal. */
  priceType?: 'asking' | 'appraisal';
  /** ISO 4217, e.g. AUD. */
  currency: string;
  /** How the price was reached (ADF pricecomments). */
  priceComments?: string;
  /** How the shopper means to pay (ADF finance: method, amounts, balance): a finance request's loan. */
  finance?: AdfFinance;
  /** What else the lead says about this vehicle (ADF vehicle comments). */
  comments?: string;
}

export type { AdfFinance };

export interface AdfLead {
  /** The stored lead's id: the prospect id, and the idempotency key of every send. */
  id: string;
  requestDate: Date;
  vehicle?: AdfVehicle;
  /** The shopper's own car, valued online (§3 "Valuation lead"), when the lead is also about a car of the dealer's: a second vehicle. */
  tradeIn?: AdfVehicle;
  /** The DTD requires an email or a phone; buildAdf throws without either. */
  customer: { firstName?: string; lastName?: string; fullName: string; email?: string; phone?: string; postcode?: string; comments?: string };
  /** The DTD requires an email or a phone for the dealer's contact too. */
  vendor: { name: string; contactName?: string; email?: string; phone?: string };
  /** Who generated the lead: the platform or the site. */
  provider: { name: string; url?: string };
}

/** The trade-in flow's subcategory when the shopper accepts the offer (§7 offer acceptance). */
export { OFFER_ACCEPTED_SUBCATEGORY };

export class AdfError extends Error {
  override name = 'AdfError';
}

// Everything XML 1.0 does not allow (section 2.2 Char): C0 controls but tab/LF/CR, lone
// surrogates (the `u` flag sees them as code points), U+FFFE and U+FFFF.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The value without the characters XML 1.0 cannot carry (also used for the readable copy). */
export function stripInvalidXmlChars(value: string): string {
  return value.replace(NOT_XML_CHAR, '');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };

/** Escapes text content: the five markup characters, and CR so that parsers keep it. */
export function escapeXmlText(value: string): string {
  return stripInvalidXmlChars(value).replace(/[&<>"'\r]/g, (char) => ENTITIES[char]!);
}

/** Escapes an attribute value: as text, plus tab and LF, which parsers would turn into spaces. */
export function escapeXmlAttribute(value: string): string {
  return stripInvalidXmlChars(value).replace(/[&<>"'\t\n\r]/g, (char) => ENTITIES[char]!);
}

/** Cleaned and trimmed, or undefined when nothing is left: optional elements are then left out. */
function clean(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = stripInvalidXmlChars(String(value)).trim();
  return text === '' ? undefined : text;
}

type Attributes = Record<string, string | undefined>;

/** An element: text (undefined = empty element) or children (null children are left out). */
interface XmlNode {
  name: string;
  attrs?: Attributes;
  text?: string;
  children?: (XmlNode | null)[];
}

function serialize(node: XmlNode, depth = 0): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`)
    .join('');
  if (node.children) {
    const children = node.children.filter((child): child is XmlNode => child !== null).map((child) => serialize(child, depth + 1));
    return [`${pad}<${node.name}${attrs}>`, ...children, `${pad}</${node.name}>`].join('\n');
  }
  return node.text === undefined ? `${pad}<${node.name}${attrs}/>` : `${pad}<${node.name}${attrs}>${escapeXmlText(node.text)}</${node.name}>`;
}

/** An optional element: left out when the value is empty. */
function optional(name: string, text: string | undefined, attrs?: Attributes): XmlNode | null {
  return text === undefined ? null : { name, attrs, text };
}

/** An element the DTD requires: empty when the lead does not know the value. */
function required(name: string, text: string | undefined, attrs?: Attributes): XmlNode {
  return { name, attrs, text };
}

/** Splits a full name into the first word and the rest (the last name), both trimmed. */
export function splitName(full: string): { first: string; last: string } {
  const words = stripInvalidXmlChars(full).trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

function formatPrice(price: number | undefined): string | undefined {
  if (price === undefined || !Number.isFinite(price) || price <= 0) return undefined;
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}

/** ISO 8601 in UTC without milliseconds, the form of the spec's examples. */
function isoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new AdfError('ADF requestdate is not a valid date');
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** name+, then (email, phone*) | phone+, then address?: the DTD's contact. */
function contact(who: string, names: (XmlNode | null)[], email: string | undefined, phone: string | undefined, address: XmlNode | null = null): XmlNode {
  if (!names.some(Boolean)) throw new AdfError(`ADF ${who} contact needs a name`);
  if (email === undefined && phone === undefined) throw new AdfError(`ADF ${who} contact needs an email or a phone`);
  return { name: 'contact', children: [...names, optional('email', email), optional('phone', phone), address] };
}

/** The DTD's vehicle: year, make, model (required, empty when unknown), then the optional elements in its order. */
function vehicleNode(vehicle: AdfVehicle | undefined): XmlNode {
  const odometer = vehicle?.odometer;
  return {
    name: 'vehicle',
    attrs: vehicle ? { interest: vehicle.interest, status: vehicle.status } : {},
    children: [
      required('year', clean(vehicle?.year)),
      required('make', clean(vehicle?.make)),
      required('model', clean(vehicle?.model)),
      optional('vin', clean(vehicle?.vin)),
      optional('stock', clean(vehicle?.stock)),
      optional('trim', clean(vehicle?.trim)),
      optional('bodystyle', clean(vehicle?.bodystyle)),
      optional('transmission', clean(vehicle?.transmission)),
      optional('odometer', clean(odometer?.value), odometer ? { units: odometer.units } : undefined),
      optional('condition', clean(vehicle?.condition)),
      optional('price', formatPrice(vehicle?.price), { type: vehicle?.priceType ?? 'asking', currency: clean(vehicle?.currency) }),
      optional('pricecomments', clean(vehicle?.priceComments)),
      vehicle?.finance ? financeNode(vehicle.finance) : null,
      optional('comments', clean(vehicle?.comments)),
    ],
  };
}

/** The DTD's finance: method, then amount+ (type, limit, currency), then balance?. */
function financeNode(finance: AdfFinance): XmlNode {
  if (finance.amounts.length === 0) throw new AdfError('ADF finance needs an amount');
  const currency = clean(finance.currency);
  return {
    name: 'finance',
    children: [
      required('method', finance.method),
      ...finance.amounts.map((amount) => required('amount', formatAmount(amount.value), { type: amount.type, limit: amount.limit, currency })),
      finance.balance ? required('balance', formatAmount(finance.balance.value), { type: finance.balance.type, currency }) : null,
    ],
  };
}

/** An amount as the document writes it: 0 and above, whole or to the cent. */
function formatAmount(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new AdfError('ADF finance amounts are 0 or more');
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * The ADF 1.0 document of one lead. Optional elements without a value are left out; the few
 * the DTD requires (a vehicle's year, make and model, an address's street) are sent empty when
 * the lead does not know them, never invented. Every value is escaped and stripped of characters
 * XML cannot carry. Throws AdfError when a contact has no email and no phone (the DTD needs one).
 */
export function buildAdf(lead: AdfLead): string {
  const vehicle = lead.vehicle;
  const leadId = clean(lead.id);
  const providerName = clean(lead.provider.name);
  const vendorName = clean(lead.vendor.name);
  if (!leadId) throw new AdfError('ADF prospect needs the lead id');
  if (!providerName) throw new AdfError('ADF provider needs a name');
  if (!vendorName) throw new AdfError('ADF vendor needs a name');

  const customer = lead.customer;
  const split = splitName(customer.fullName);
  const first = clean(customer.firstName) ?? clean(split.first);
  const last = clean(customer.lastName) ?? (clean(customer.firstName) ? undefined : clean(split.last));
  const postcode = clean(customer.postcode);

  const prospect: XmlNode = {
    name: 'prospect',
    attrs: { status: 'new' },
    children: [
      required('id', leadId, { sequence: '1', source: providerName }),
      required('requestdate', isoDate(lead.requestDate)),
      vehicleNode(vehicle),
      lead.tradeIn ? vehicleNode(lead.tradeIn) : null,
      {
        name: 'customer',
        children: [
          contact(
            'customer',
            [optional('name', first, { part: 'first' }), optional('name', last, { part: 'last' })],
            clean(customer.email),
            clean(customer.phone),
            // The DTD's address needs a street; the postcode is what dealers route on, so the street goes empty.
            postcode ? { name: 'address', children: [required('street', undefined, { line: '1' }), required('postalcode', postcode)] } : null,
          ),
          optional('comments', clean(customer.comments)),
        ],
      },
      {
        name: 'vendor',
        children: [
          required('vendorname', vendorName),
          contact('vendor', [required('name', clean(lead.vendor.contactName) ?? vendorName, { part: 'full' })], clean(lead.vendor.email), clean(lead.vendor.phone)),
        ],
      },
      { name: 'provider', children: [required('name', providerName, { part: 'full' }), optional('url', clean(lead.provider.url))] },
    ],
  };
  return ['<?xml version="1.0"?>', '<?adf version="1.0"?>', serialize({ name: 'adf', children: [prospect] }), ''].join('\n');
}

/** "2021 Kia Sportage", or undefined when the lead names no car. */
export function describeVehicle(vehicle: AdfVehicle | undefined): string | undefined {
  if (!vehicle) return undefined;
  return clean([vehicle.year, vehicle.make, vehicle.model].map((part) => clean(part)).filter(Boolean).join(' '));
}

const INTEREST_LABELS: Record<AdfInterest, string> = { buy: 'Enquiry', lease: 'Lease enquiry', sell: 'Selling a car', 'trade-in': 'Trade-in', 'test-drive': 'Test drive' };

/** A plain-text copy of the lead for the dealer's staff (the HTML part of the dealer email). */
export function adfReadableText(lead: AdfLead): string {
  const line = (label: string, value: string | number | undefined | null) => {
    const text = clean(value);
    return text === undefined ? [] : [`${label}: ${text}`];
  };
  const vehicle = lead.vehicle;
  const price = formatPrice(vehicle?.price);
  const customer = lead.customer;
  const tradeIn = lead.tradeIn ?? (vehicle?.interest === 'trade-in' ? vehicle : undefined);
  const appraisal = formatPrice(tradeIn?.price);
  const name = clean([customer.firstName, customer.lastName].map((part) => clean(part)).filter(Boolean).join(' ')) ?? clean(customer.fullName);
  const comments = clean(customer.comments);
  return [
    `${INTEREST_LABELS[vehicle?.interest ?? 'buy']} for ${clean(lead.vendor.name) ?? 'the dealership'}`,
    ...line('Received', isoDate(lead.requestDate)),
    ...line('Lead id', lead.id),
    '',
    ...(tradeIn === vehicle ? [] : line('Vehicle', describeVehicle(vehicle))),
    ...(vehicle && tradeIn !== vehicle ? line('Condition', vehicle.status) : []),
    ...line('VIN', vehicle?.vin),
    ...line('Stock number', vehicle?.stock),
    ...(tradeIn === vehicle ? [] : line('Price', price === undefined ? undefined : `${clean(vehicle?.currency) ?? ''} ${Number(price).toLocaleString('en')}`)),
    ...(vehicle?.finance ? line('Finance', financeReadable(vehicle.finance)) : []),
    ...(tradeIn
      ? [
          '',
          ...line('Trade-in', [describeVehicle(tradeIn), clean(tradeIn.trim)].filter(Boolean).join(' ')),
          ...line('Odometer', tradeIn.odometer ? `${Number(tradeIn.odometer.value).toLocaleString('en')} ${tradeIn.odometer.units}` : undefined),
          ...line('Condition', tradeIn.condition),
          ...line('Online offer', appraisal === undefined ? undefined : `${clean(tradeIn.currency) ?? ''} ${Number(appraisal).toLocaleString('en')}`),
          ...line('How', tradeIn.priceComments),
          ...(clean(tradeIn.comments) ? [clean(tradeIn.comments)!] : []),
        ]
      : []),
    '',
    ...line('Name', name),
    ...line('Email', customer.email),
    ...line('Phone', customer.phone),
    ...line('Postcode', customer.postcode),
    ...(comments ? ['', 'Comments:', comments] : []),
    '',
    ...line('Source', [clean(lead.provider.name), clean(lead.provider.url)].filter(Boolean).join(' ')),
    '',
  ].join('\n');
}

/** "AUD 45,000 total, AUD 5,000 deposit, AUD 40,000 to finance". */
function financeReadable(finance: AdfFinance): string {
  const money = (value: number) => `${clean(finance.currency) ?? ''} ${value.toLocaleString('en')}`.trim();
  const names = { total: 'total', downpayment: 'deposit', monthly: 'a month' } as const;
  return [
    ...finance.amounts.map((amount) => `${money(amount.value)} ${names[amount.type]}`),
    ...(finance.balance ? [`${money(finance.balance.value)} ${finance.balance.type === 'finance' ? 'to finance' : 'residual'}`] : []),
  ].join(', ');
}

/** The fields of a stored enquiry row (leads/db/schema.ts `enquiries`) that the ADF uses. */
export interface AdfEnquiry {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
  category?: string | null;
  subcategory?: string | null;
  location?: string | null;
  carId?: string | null;
  extra?: Record<string, string | string[]> | null;
}

/** What the lead's car says about itself (stock's Car field names). */
export interface AdfCarFacts {
  year?: number | string | null;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  stocknum?: string | null;
  price?: number | null;
  car_type?: string | null;
}

export interface AdfLeadContext {
  /** The dealership the lead is for: the ADF vendor. */
  dealer: { name: string; contactName?: string; email?: string; phone?: string };
  provider: { name: string; url?: string };
  /** The car the enquiry is about, when it has one (by `carId`). */
  car?: AdfCarFacts | null;
  /** Default AUD. */
  currency?: string;
}

/** Extra keys the ADF carries in its own elements, or that are only the site's plumbing. */
const EXTRA_IN_ELEMENTS = new Set(['Vehicle Make', 'Vehicle Model', 'stock_number', 'car_type', 'car_id', 'last_name', 'postcode', 'manufacturer_slug', 'vehicle_status', 'page_id', 'Rego', 'additional_services']);

function extraText(extra: AdfEnquiry['extra'], key: string): string | undefined {
  const value = extra?.[key];
  return clean(Array.isArray(value) ? value.join(', ') : value);
}

/**
 * A trade-in valued online as an ADF vehicle (interest trade-in, used): the register's facts, the
 * odometer in km, the condition answer, the offer as the appraisal price with its sentence, and
 * the other answers and the plate in the vehicle's comments.
 */
function tradeInAdfVehicle(facts: TradeInLeadFacts, currency: string): AdfVehicle {
  const price = facts.offerPrice === undefined ? undefined : Number(facts.offerPrice);
  const answers = [
    facts.rego ? `Rego: ${facts.rego}${facts.regoState ? ` (${facts.regoState})` : ''}` : undefined,
    facts.vin ? `VIN: ${facts.vin}` : undefined,
    facts.fuel ? `Fuel: ${facts.fuel}` : undefined,
    facts.accidentDamage ? `Accident damage: ${facts.accidentDamage}` : undefined,
    facts.financeOwing ? `Finance owing: ${facts.financeOwing}` : undefined,
    facts.serviceHistory ? `Service history: ${facts.serviceHistory}` : undefined,
    facts.keys ? `Keys: ${facts.keys}` : undefined,
    price !== undefined ? `Online offer: ${facts.offerCurrency ?? currency} ${facts.offerPrice}${facts.offerExpiresAt ? `, valid until ${facts.offerExpiresAt}` : ''}` : undefined,
    facts.noOnlineEstimate ? `No online estimate (${facts.noOnlineEstimate}): to be valued in person` : undefined,
    `Valuation: ${facts.valuationId}`,
  ].filter((line): line is string => line !== undefined);
  return {
    interest: 'trade-in',
    status: 'used',
    year: facts.year,
    make: facts.make,
    model: facts.model,
    vin: facts.vin,
    trim: facts.badge,
    bodystyle: facts.body,
    transmission: facts.transmission,
    odometer: facts.odometerKm === undefined ? undefined : { value: facts.odometerKm, units: 'km' },
    condition: facts.condition,
    price: price !== undefined && Number.isFinite(price) ? price : undefined,
    priceType: 'appraisal',
    currency: facts.offerCurrency ?? currency,
    priceComments: facts.explanation,
    comments: answers.join('\n'),
  };
}

/**
 * Maps a stored enquiry (plus its car's facts and the site's dealer) to an ADF lead: interest
 * test-drive for the Test Drive category, trade-in for an accepted trade-in offer (the vehicle is
 * then the shopper's own, used, car from the form), else buy; status used for used cars. Values
 * without an ADF element (category, location, rego, the other form fields) go to the comments, so
 * the dealer sees everything the shopper sent.
 */
export function adfLeadFromEnquiry(enquiry: AdfEnquiry, context: AdfLeadContext): AdfLead {
  const extra = enquiry.extra ?? {};
  const car = context.car ?? undefined;
  const currency = context.currency ?? 'AUD';
  // The shopper's own car: valued online (its facts in extra), or named by the form (an accepted offer without them).
  const valued = tradeInFromLeadExtra(extra);
  const tradeInVehicle: AdfVehicle | undefined = valued
    ? tradeInAdfVehicle(valued, currency)
    : enquiry.subcategory === OFFER_ACCEPTED_SUBCATEGORY
      ? { interest: 'trade-in', status: 'used', make: extraText(extra, 'Vehicle Make'), model: extraText(extra, 'Vehicle Model'), currency }
      : undefined;
  const aboutCar = Boolean(car ?? enquiry.carId);
  // A finance request (§2 finance pages): its loan in the vehicle's <finance>, the applicant's answers in the comments.
  const financeRequest = financeFromLeadExtra(extra);
  const finance = financeRequest ? financeAdf(financeRequest, currency) : null;
  const carType = clean(car?.car_type) ?? extraText(extra, 'car_type');
  const carVehicle: AdfVehicle = {
    interest: enquiry.category === TEST_DRIVE_CATEGORY ? 'test-drive' : 'buy',
    status: carType === 'used' ? 'used' : 'new',
    year: clean(car?.year),
    make: clean(car?.make) ?? (valued ? undefined : extraText(extra, 'Vehicle Make')),
    model: clean(car?.model) ?? (valued ? undefined : extraText(extra, 'Vehicle Model')),
    vin: clean(car?.vin),
    stock: clean(car?.stocknum) ?? extraText(extra, 'stock_number'),
    price: car?.price ?? undefined,
    currency,
    ...(finance ? { finance } : {}),
  };
  // A trade-in alone is the lead's one vehicle; with a car of the dealer's it follows that car.
  const vehicle = tradeInVehicle && !aboutCar ? tradeInVehicle : carVehicle;
  const tradeIn = tradeInVehicle && aboutCar ? tradeInVehicle : undefined;

  const lastName = extraText(extra, 'last_name');
  const fullName = [enquiry.name, lastName].filter(Boolean).join(' ');
  const split = splitName(enquiry.name);
  const subject = [clean(enquiry.category), clean(enquiry.subcategory)].filter(Boolean).join(' / ');
  const others = Object.keys(extra)
    .filter((key) => !EXTRA_IN_ELEMENTS.has(key) && !TRADE_IN_EXTRA_KEYS.has(key) && !FINANCE_EXTRA_KEYS.has(key))
    .sort()
    .flatMap((key) => {
      const value = extraText(extra, key);
      return value === undefined ? [] : [`${key}: ${value}`];
    });
  const details = [
    ...(subject ? [`Enquiry: ${subject}`] : []),
    ...(clean(enquiry.location) ? [`Location: ${clean(enquiry.location)}`] : []),
    ...(extraText(extra, 'Rego') ? [`Rego: ${extraText(extra, 'Rego')}`] : []),
    ...(extraText(extra, 'additional_services') ? [`Additional services: ${extraText(extra, 'additional_services')}`] : []),
    ...(financeRequest ? financeCommentLines(financeRequest, currency) : []),
    ...others,
  ];
  const comments = [clean(enquiry.message), details.join('\n')].filter(Boolean).join('\n\n');

  return {
    id: enquiry.id,
    requestDate: enquiry.createdAt,
    vehicle,
    ...(tradeIn ? { tradeIn } : {}),
    customer: {
      firstName: lastName ? clean(enquiry.name) : clean(split.first),
      lastName: lastName ?? clean(split.last),
      fullName,
      email: clean(enquiry.email),
      phone: clean(enquiry.phone),
      postcode: extraText(extra, 'postcode'),
      comments: comments || undefined,
    },
    vendor: context.dealer,
    provider: context.provider,
  };
}
