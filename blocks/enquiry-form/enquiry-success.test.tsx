// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createEnquirySchema, enquiryErrorMessages, enquiryRulesFor, enquirySuccessCategory, enquirySuccessHref, filterDealerships,
  type DealershipFilter, type EnquiryFormRules,
} from '@dealer/leads';
import { testContext } from '../registry/render-for-test';
import { enquiryFormDataSchema } from './data';
import { EnquiryFormClient, type EnquiryFormClientProps } from './EnquiryFormClient';
import { enquiryFormLabels } from './labels';
import { ENQUIRY_SUCCESS_CATEGORY_KEY, LAST_ENQUIRED_CAR_KEY, loadLastEnquiredCar, loadSuccessCategory } from './storage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The enquiry form's remainder: §4 "success stores the car as last enquired, saves success
 * category, fires tracking, loads the success page", §5 terms text, check-option fields collected
 * into additional_services, and the dealership select filtered by make and location type and
 * auto-picking the only option. The real form runs in jsdom; only the network and the browser's
 * navigation are stood in for.
 */
const kia = testContext('riverside-kia');
const group = testContext('southern-cross-motors');
const kiaRules = enquiryRulesFor(kia.site);
const groupRules = enquiryRulesFor(group.site);
const labels = enquiryFormLabels(kia.locale.t);

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

function props(overrides: Partial<EnquiryFormClientProps> = {}): EnquiryFormClientProps {
  return {
    labels,
    errorMessages: enquiryErrorMessages(kia.locale.t),
    rules: kiaRules,
    categories: ['General Enquiry', 'Sales', 'Careers'],
    showLocation: false,
    defaultLocation: kiaRules.locations[0]!.value,
    ...overrides,
  };
}

/** Types `value` as a person does (React sees the input event). */
function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

async function render(formProps: EnquiryFormClientProps): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<EnquiryFormClient {...formProps} />));
  return host;
}

/**
 * Fills the form (the category when it has a select), ticks `tick`, sends it to a server answering
 * `status`, and returns what was posted, where the form went and the host.
 */
async function send(formProps: EnquiryFormClientProps, { category, tick = [], status = 201 }: { category?: string; tick?: string[]; status?: number } = {}) {
  const fetched = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ id: '5f0c6c2e-2b7e-4d51-9d2e-6c9a4f1f7a10' }, { status }));
  vi.stubGlobal('fetch', fetched);
  const navigate = vi.fn();
  const host = await render({ ...formProps, navigate });
  const control = <T extends Element>(name: string) => host.querySelector<T & HTMLInputElement>(`[name="${name}"]`)!;
  await act(async () => {
    if (category) type(control<HTMLSelectElement>('category'), category);
    type(control('name'), 'Jo Citizen');
    type(control('email'), 'jo@example.com');
    type(control('phone'), '0412 345 678');
    type(control<HTMLTextAreaElement>('message'), 'Is it still available?');
  });
  for (const option of tick) {
    await act(async () => host.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${option}"]`)!.click());
  }
  await act(async () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
  await act(() => new Promise((settle) => setTimeout(settle, 50)));
  const body = JSON.parse(String(fetched.mock.calls[0]![1].body)) as Record<string, unknown>;
  return { body, navigate, host };
}

const car = { car_id: 'rk-1', car_type: 'used', stock_number: 'RK10001', 'Vehicle Make': 'Kia', 'Vehicle Model': 'Sportage', vehicle_status: 'in_stock', location: 'riverside-kia-sales' };

describe('§4 a stored enquiry saves the success category and the car, then loads /success', () => {
  it.each([
    ['§4 a contact-page Sales enquiry (201)', props(), { category: 'Sales' }, 'Sales', '/success?category=Sales', null],
    ['§4 a replayed enquiry (200) is a success too', props(), { category: 'General Enquiry', status: 200 }, 'General Enquiry', '/success?category=General+Enquiry', null],
    ['§5 careers, sent as General Enquiry / Career Enquiry, lands on the careers thanks', props(), { category: 'Careers' }, 'Careers', '/success?category=Careers', null],
    ['§4 an enquiry about a car stores the car as last enquired', props({ categories: [], attached: car }), {}, 'Vehicle Enquiry', '/success?category=Vehicle+Enquiry&car_id=rk-1', 'rk-1'],
    ['§5 the request-photos form', props({ categories: [], attached: car, messagePrefix: 'Please send photos for this car' }), {}, 'Request Photos', '/success?category=Request+Photos&car_id=rk-1', 'rk-1'],
  ])('%s', async (_case, formProps, fill, category, href, carId) => {
    const { navigate, host } = await send(formProps, fill);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(href);
    expect(localStorage.getItem(ENQUIRY_SUCCESS_CATEGORY_KEY)).toBe(category);
    expect(loadSuccessCategory()).toBe(category);
    expect(loadLastEnquiredCar()?.car_id ?? null).toBe(carId);
    if (carId) expect(loadLastEnquiredCar()).toMatchObject({ car_id: 'rk-1', car_type: 'used', make: 'Kia', model: 'Sportage', stock_number: 'RK10001' });
    // The form is replaced by a status that is announced at once, with a plain link to the same page.
    const status = host.querySelector('[role="status"]')!;
    expect(status.textContent).toContain(labels.sent);
    expect(status.querySelector('a')!.getAttribute('href')).toBe(href);
    expect(host.querySelector('form')).toBeNull();
  });

  it('§4 the block\'s own success message is what is announced', async () => {
    const { host } = await send(props({ successMessage: 'Thanks, we reply within the hour.' }), { category: 'Sales' });
    expect(host.querySelector('[role="status"] p')!.textContent).toBe('Thanks, we reply within the hour.');
  });

  it('§8 a refusal neither navigates nor saves anything', async () => {
    const fetched = vi.fn(async () => new Response('{"type":"about:blank","title":"x","status":503,"detail":"Down."}', { status: 503, headers: { 'content-type': 'application/problem+json' } }));
    vi.stubGlobal('fetch', fetched);
    const navigate = vi.fn();
    const host = await render(props({ categories: [], attached: car, navigate }));
    await act(async () => {
      type(host.querySelector('[name="name"]')!, 'Jo');
      type(host.querySelector('[name="email"]')!, 'jo@example.com');
      type(host.querySelector('[name="message"]')!, 'Hi');
    });
    await act(async () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')).not.toBeNull());
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(ENQUIRY_SUCCESS_CATEGORY_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_ENQUIRED_CAR_KEY)).toBeNull();
  });
});

describe('§3 success category and /success address', () => {
  it.each([
    [{ category: 'Sales' }, {}, 'Sales'],
    [{ category: 'General Enquiry', subcategory: 'Career Enquiry' }, {}, 'Careers'],
    [{ car_id: 'rk-1' }, {}, 'Vehicle Enquiry'],
    [{ car_id: 'rk-1', category: 'Test Drive' }, {}, 'Test Drive'],
    [{ car_id: 'rk-1' }, { photos: true }, 'Request Photos'],
    [{}, {}, 'General Enquiry'],
    [{ category: '  ' }, {}, 'General Enquiry'],
  ])('§3 %j %j → %s', (values, form, category) => {
    expect(enquirySuccessCategory(values, form)).toBe(category);
  });

  it('§2 /success carries the category and, for a car, its id', () => {
    expect(enquirySuccessHref('Sales')).toBe('/success?category=Sales');
    expect(enquirySuccessHref('Vehicle Enquiry', 'rk-1')).toBe('/success?category=Vehicle+Enquiry&car_id=rk-1');
    expect(enquirySuccessHref('A&B', null)).toBe('/success?category=A%26B');
  });
});

describe('§5 check-option fields are collected into additional_services', () => {
  it.each([
    ['two ticked', ['Extended warranty', 'Service plan'], ['Extended warranty', 'Service plan']],
    ['one ticked', ['Service plan'], ['Service plan']],
    ['none ticked: none sent', [], undefined],
  ])('§5 %s', async (_case, tick, sent) => {
    const { body } = await send(props({ checkOptions: ['Extended warranty', 'Service plan', 'Tinted windows'] }), { category: 'Sales', tick });
    expect(body.additional_services).toEqual(sent);
  });

  it('§5 the boxes are one labelled group', async () => {
    const host = await render(props({ checkOptions: ['Extended warranty', 'Service plan'] }));
    const group = host.querySelector('fieldset')!;
    expect(group.querySelector('legend')!.textContent).toContain('I am also interested in');
    expect([...group.querySelectorAll('label')].map((label) => [label.textContent, label.querySelector('input')!.type])).toEqual([['Extended warranty', 'checkbox'], ['Service plan', 'checkbox']]);
  });

  it('§5 the API schema keeps the ticked options and drops blanks', () => {
    const schema = createEnquirySchema(kiaRules, enquiryErrorMessages(kia.locale.t));
    const base = { name: 'Jo', email: 'jo@example.com', message: 'Hi', category: 'Sales', location: 'riverside-kia-sales' };
    expect(schema.parse({ ...base, additional_services: ['Service plan', ' '] }).additional_services).toEqual(['Service plan']);
    expect(schema.parse({ ...base, additional_services: [] }).additional_services).toBeUndefined();
  });

  it('§5 the block\'s check options come from the Studio, blank and repeated ones dropped', () => {
    expect(enquiryFormDataSchema.parse({ checkOptions: ['Extended warranty', ' ', 'Extended warranty', 7, 'Service plan'] }).checkOptions).toEqual(['Extended warranty', 'Service plan']);
  });
});

describe('§5 terms text on some sites, above submit', () => {
  const withTerms = (rules: EnquiryFormRules, terms: string | null) => ({ ...rules, terms });

  it.each([
    ['the block\'s own terms', props({ terms: 'Block terms.' }), 'Block terms.'],
    ['the site\'s terms when the block has none', props({ rules: withTerms(kiaRules, 'Site terms.') }), 'Site terms.'],
    ['the block\'s terms win over the site\'s', props({ terms: 'Block terms.', rules: withTerms(kiaRules, 'Site terms.') }), 'Block terms.'],
    ['no terms on a site without any', props(), null],
  ])('§5 %s', async (_case, formProps, shown) => {
    const host = await render(formProps);
    const terms = host.querySelector('[data-testid="enquiry-terms"]');
    expect(terms?.textContent ?? null).toBe(shown);
    const submit = host.querySelector('button[type="submit"]')!;
    if (!terms) return expect(submit.hasAttribute('aria-describedby')).toBe(false);
    // Above the button, and the button is described by them.
    expect(terms.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submit.getAttribute('aria-describedby')).toBe(terms.id);
  });
});

describe('§5 the dealership select filters by make and location type and auto-picks the only option', () => {
  const slugs = (filter: DealershipFilter) => filterDealerships(groupRules.dealerships, filter).map((option) => option.value);
  const all = ['southern-cross-parramatta', 'southern-cross-dandenong', 'southern-cross-caravans'];

  it.each([
    ['§5 no filter: every dealership', {}, all],
    ['§5 make Jayco: the caravan dealer, the only one that sells it', { make: 'Jayco' }, ['southern-cross-caravans']],
    ['§5 make matched whatever its case', { make: ' jayco ' }, ['southern-cross-caravans']],
    ['§5 a make no dealer lists is not applied (never an empty select)', { make: 'Toyota' }, all],
    ['§5 location type service: the dealer with the service centre', { locationType: 'service' as const }, ['southern-cross-parramatta']],
    ['§5 location type sales: every sales dealer', { locationType: 'sales' as const }, all],
    ['§5 a type no dealer has is not applied', { locationType: 'parts' as const }, all],
    ['§5 make and type together', { make: 'Jayco', locationType: 'service' as const }, ['southern-cross-caravans']],
  ])('%s', (_case, filter, expected) => {
    expect(slugs(filter)).toEqual(expected);
  });

  it('§3 a service-and-parts location counts as both', () => {
    expect(kiaRules.dealerships[0]!.locationTypes).toEqual(['sales', 'service', 'parts']);
    expect(groupRules.dealerships.map((option) => [option.value, option.locationTypes, option.makes])).toEqual([
      ['southern-cross-parramatta', ['sales', 'service'], []],
      ['southern-cross-dandenong', ['sales'], []],
      ['southern-cross-caravans', ['sales'], ['Jayco']],
    ]);
  });

  const groupProps = (overrides: Partial<EnquiryFormClientProps>) =>
    props({ rules: groupRules, errorMessages: enquiryErrorMessages(group.locale.t), defaultLocation: groupRules.locations[0]!.value, ...overrides });

  it.each([
    ['§5 the block\'s manufacturer (Jayco): no select, the caravan dealer picked', groupProps({ dealershipFilter: { make: 'Jayco' } }), false, 'southern-cross-caravans'],
    ['§5 the block\'s location type (service): no select, Parramatta picked', groupProps({ dealershipFilter: { locationType: 'service' } }), false, 'southern-cross-parramatta'],
    ['§5 the attached car\'s make (a Jayco) narrows it the same way', groupProps({ categories: [], attached: { car_id: 'scm-1', 'Vehicle Make': 'Jayco', location: 'caravans', dealership_slug: '' } }), false, 'southern-cross-caravans'],
  ])('%s', async (_case, formProps, selectShown, picked) => {
    const host = await render(formProps);
    expect(Boolean(host.querySelector('select[name="dealership_slug"]'))).toBe(selectShown);
    await act(async () => root!.unmount());
    root = undefined;
    document.body.innerHTML = '';
    const { body } = await send(formProps, { category: formProps.categories.length > 0 ? 'Sales' : undefined });
    expect(body.dealership_slug).toBe(picked);
  });

  it('§5 unfiltered on a group, the select is shown with every dealership', async () => {
    const host = await render(groupProps({}));
    const select = host.querySelector<HTMLSelectElement>('select[name="dealership_slug"]')!;
    expect([...select.options].map((option) => option.value)).toEqual(['', ...all]);
  });

  it('§5 the block schema takes a manufacturer and a location type', () => {
    expect(enquiryFormDataSchema.parse({ manufacturer: ' Jayco ', locationType: 'service' })).toMatchObject({ manufacturer: 'Jayco', locationType: 'service' });
    expect(enquiryFormDataSchema.parse({ locationType: 'showroom' }).locationType).toBeNull();
  });
});
