// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadFormMessages, postcodeMarket, type LeadFormValues, type PostcodeMarket } from '@dealer/leads';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { demoSite } from '@/server/content/demo-site';
import { FormErrorList } from './FormErrorList';
import { leadFormLabels } from './labels';
import { LEAD_FORM_DEFAULTS, LeadFormFields, leadFieldId, leadFormErrorItems, type LeadFormInput } from './LeadFormFields';
import type { NearestDealership } from './postcode-lookup';
import { leadFormResolver } from './resolver';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The §3 lead form's fields in a form of their own, as the trade-in's acceptance uses them: the §5
 * postcode rule and list, and the lookup on blur answered by the real GET /api/postcodes/{postcode}
 * (the browser's fetch is handed to the route handler, on the demo sites' own settings).
 */
vi.stubEnv('RATE_LIMITS', 'off');
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));
let route: (request: Request, context: { params: Promise<{ postcode: string }> }) => Promise<Response>;
beforeAll(async () => {
  route = (await import('@/app/api/postcodes/[postcode]/route')).GET;
});

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The site's fetch: /api/postcodes/… answered by the route on `site`'s host. */
function serveSite(site: string) {
  const fetched = vi.fn(async (input: string) => {
    const postcode = decodeURIComponent(input.split('/').pop()!);
    const host = `${site}.localhost:3000`;
    return route(new Request(`http://${host}${input}`, { headers: { host } }), { params: Promise.resolve({ postcode }) });
  });
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

interface Rendered {
  host: HTMLElement;
  submitted: LeadFormValues[];
  nearest: (NearestDealership | null)[];
  input: (field: Parameters<typeof leadFieldId>[1]) => HTMLInputElement;
  submit: () => Promise<void>;
}

async function renderFields(site: string): Promise<Rendered> {
  const { config } = resolveSiteConfig(findSiteDefinition(site)!);
  const t = createLocale(config.locale).t;
  const market: PostcodeMarket = postcodeMarket(config);
  const submitted: LeadFormValues[] = [];
  const nearest: (NearestDealership | null)[] = [];
  function Form() {
    const [resolver] = useState(() => leadFormResolver(market, leadFormMessages(t)));
    const form = useForm<LeadFormInput, unknown, LeadFormValues>({ resolver, defaultValues: LEAD_FORM_DEFAULTS });
    return (
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => void submitted.push(values))}>
          <FormErrorList title={t('enquiry.errorList')} errors={leadFormErrorItems(form.formState.errors, 'lead')} />
          <LeadFormFields idPrefix="lead" market={market} labels={leadFormLabels(t)} onNearest={(found) => nearest.push(found)} />
          <button type="submit">Send</button>
        </form>
      </FormProvider>
    );
  }
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Form />));
  return {
    host,
    submitted,
    nearest,
    input: (field) => host.querySelector<HTMLInputElement>(`#${leadFieldId('lead', field)}`)!,
    submit: () => act(async () => {
      host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await new Promise((settle) => setTimeout(settle, 50));
    }),
  };
}

/** Types `value` as a person does (React sees the input event). */
async function type(control: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Leaves the field (a blur, which is what starts the postcode lookup). */
async function leave(control: HTMLInputElement) {
  await act(async () => {
    control.focus();
    control.blur();
    await new Promise((settle) => setTimeout(settle, 50));
  });
}

describe('the §3 lead form fields', () => {
  it.each([
    ['riverside-kia', 4, 'Postcode'],
    ['harbour-city-toyota', 4, 'Postcode'],
    ['lone-star-jeep', 5, 'ZIP code'],
  ])('§5: on %s the postcode input is limited to %i characters, numeric, and labelled %j', async (site, digits, label) => {
    serveSite(site);
    const { host, input } = await renderFields(site);
    const postcode = input('postcode');
    expect(postcode.maxLength).toBe(digits);
    expect(postcode.inputMode).toBe('numeric');
    expect(postcode.autocomplete).toBe('postal-code');
    expect(host.querySelector(`label[for="${postcode.id}"]`)!.textContent).toContain(label);
  });

  it('§3: every field has its label, in order: first name, last name, postcode, mobile, email, and the §5 opt-in, on by default', async () => {
    serveSite('riverside-kia');
    const { host } = await renderFields('riverside-kia');
    const labels = [...host.querySelectorAll('label')].map((label) => label.textContent!.replace('*', '').trim());
    expect(labels).toEqual(['First name', 'Last name', 'Postcode', 'Mobile', 'Email', 'Keep me up to date with offers and news']);
    for (const label of host.querySelectorAll('label')) expect(host.querySelector(`#${label.htmlFor}`)).not.toBeNull();
    expect(host.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  });

  it('§5: an empty form lists "Please fix the following errors:" with each message, tied to its field, and sends nothing', async () => {
    serveSite('riverside-kia');
    const { host, input, submit, submitted } = await renderFields('riverside-kia');
    await submit();
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.querySelector('p')!.textContent).toBe('Please fix the following errors:');
    const items = [...alert.querySelectorAll('li a')].map((link) => [link.getAttribute('href'), link.textContent]);
    expect(items).toEqual([
      ['#lead-name', 'Please enter your name'],
      ['#lead-last-name', 'Please enter your last name'],
      ['#lead-postcode', 'Invalid postcode. Please enter a 4-digit number.'],
      ['#lead-phone', 'Please enter a valid phone number'],
      ['#lead-email', 'Please enter a valid email address'],
    ]);
    for (const field of ['name', 'last_name', 'postcode', 'phone', 'email'] as const) {
      const control = input(field);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby')!)!.textContent).toBe(items.find(([href]) => href === `#${control.id}`)![1]);
    }
    expect(submitted).toEqual([]);
    // A message in the list is a way to its field.
    await act(async () => alert.querySelector<HTMLAnchorElement>('a[href="#lead-postcode"]')!.click());
    expect(document.activeElement).toBe(input('postcode'));
  });

  it.each([
    ['riverside-kia', 'abcd', 'Invalid postcode. Please enter a 4-digit number.'],
    ['riverside-kia', '406', 'Invalid postcode. Please enter a 4-digit number.'],
    ['lone-star-jeep', '7875', 'Invalid ZIP code. Please enter a 5-digit number.'],
  ])('§5: on %s a postcode of %j is refused with the rule\'s message', async (site, value, message) => {
    serveSite(site);
    const { host, input, submit } = await renderFields(site);
    await type(input('postcode'), value);
    await submit();
    expect(host.querySelector('#lead-postcode-error')!.textContent).toBe(message);
  });

  it('§8: leaving the field with a postcode nobody knows says "Invalid postcode" at once, and no dealership is nearest', async () => {
    const fetched = serveSite('riverside-kia');
    const { host, input, nearest } = await renderFields('riverside-kia');
    await type(input('postcode'), '0000');
    await leave(input('postcode'));
    expect(fetched).toHaveBeenCalledWith('/api/postcodes/0000', expect.anything());
    await vi.waitFor(() => expect(host.querySelector('#lead-postcode-error')?.textContent).toBe('Invalid postcode'));
    expect(input('postcode').getAttribute('aria-invalid')).toBe('true');
    expect(nearest).toEqual([null]);
  });

  it('§3/§9: leaving the field with a known postcode shows its place and hands the parent the nearest sales location', async () => {
    serveSite('southern-cross-motors');
    const { host, input, nearest } = await renderFields('southern-cross-motors');
    await type(input('postcode'), '3175');
    await leave(input('postcode'));
    await vi.waitFor(() => expect(nearest).toHaveLength(1));
    expect(nearest[0]).toMatchObject({ slug: 'dandenong', dealershipSlug: 'southern-cross-dandenong' });
    expect(host.querySelector('#lead-postcode-place')!.textContent).toBe('Dandenong VIC');
    expect(input('postcode').getAttribute('aria-describedby')).toBe('lead-postcode-place');
  });

  it('a lookup that fails (offline) changes nothing: the server judges the postcode on submit', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { host, input, nearest } = await renderFields('riverside-kia');
    await type(input('postcode'), '4064');
    await leave(input('postcode'));
    expect(host.querySelector('#lead-postcode-error')).toBeNull();
    expect(nearest).toEqual([]);
  });

  it('§3: a filled form is sent with the schema\'s values: trimmed, the opt-in as ticked', async () => {
    serveSite('riverside-kia');
    const { host, input, submit, submitted } = await renderFields('riverside-kia');
    await type(input('name'), ' Jamie ');
    await type(input('last_name'), 'Smith');
    await type(input('postcode'), '4064');
    await type(input('phone'), '0412 345 678');
    await type(input('email'), 'jamie@example.com');
    await act(async () => host.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    await submit();
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(submitted).toEqual([{ name: 'Jamie', last_name: 'Smith', postcode: '4064', phone: '0412 345 678', email: 'jamie@example.com', opt_in: false }]);
  });
});
