// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { financeFormRulesFor, financeMessages, leadFormMessages, type FinanceKind } from '@dealer/leads';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { demoSite } from '@/server/content/demo-site';
import { leadFormLabels } from '@/lead-form/labels';
import { financeFormLabels } from './finance-labels';
import { FinanceForm, type FinanceFormProps } from './FinanceForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The finance form's island in a browser (§2 finance pages, §3 lead fields, §5 list): its fieldsets
 * and labels, every problem listed at once, the nearest dealership preselected from the postcode
 * (the real GET /api/postcodes/{postcode}), and how it reads the finance route's answers (problem
 * details, README "Routes and errors"), which stand in at the network here: the route has its own test.
 */
vi.stubEnv('RATE_LIMITS', 'off');
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));
let postcodes: (request: Request, context: { params: Promise<{ postcode: string }> }) => Promise<Response>;
beforeAll(async () => {
  postcodes = (await import('@/app/api/postcodes/[postcode]/route')).GET;
});

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

interface Sent {
  body: Record<string, unknown>;
  key: string | null;
}

/** The browser's fetch: postcodes answered by the real route on `site`'s host, finance requests by `answer`. */
function serve(site: string, answer: () => Response = () => Response.json({ id: 'lead-1' }, { status: 201 })) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const host = `${site}.localhost:3000`;
    if (input.startsWith('/api/postcodes/')) {
      return postcodes(new Request(`http://${host}${input}`, { headers: { host } }), { params: Promise.resolve({ postcode: decodeURIComponent(input.split('/').pop()!) }) });
    }
    sent.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown>, key: new Headers(init?.headers).get('idempotency-key') });
    return answer();
  }));
  return sent;
}

async function renderForm(site: string, kind: FinanceKind, initial: FinanceFormProps['initial'] = {}) {
  const { config } = resolveSiteConfig(findSiteDefinition(site)!);
  const t = createLocale(config.locale).t;
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <FinanceForm
        kind={kind}
        rules={financeFormRulesFor(config)}
        messages={{ ...leadFormMessages(t), ...financeMessages(t) }}
        labels={financeFormLabels(t, { kind, dealer: config.name })}
        leadLabels={leadFormLabels(t)}
        initial={initial}
      />,
    ),
  );
  const control = <T extends HTMLElement = HTMLInputElement>(id: string) => host.querySelector<T>(`#${id}`)!;
  return {
    host,
    control,
    submit: () => act(async () => {
      host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await new Promise((settle) => setTimeout(settle, 80));
    }),
  };
}

async function type(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function choose(control: HTMLSelectElement, value: string) {
  await act(async () => {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
async function tick(control: HTMLInputElement) {
  await act(async () => control.click());
}
async function leave(control: HTMLElement) {
  await act(async () => {
    control.focus();
    control.blur();
    await new Promise((settle) => setTimeout(settle, 80));
  });
}

type Form = Awaited<ReturnType<typeof renderForm>>;
async function fillShopper({ control }: Form, postcode = '2150') {
  await type(control('finance-name'), 'Jamie');
  await type(control('finance-last-name'), 'Smith');
  await type(control('finance-postcode'), postcode);
  await type(control('finance-phone'), '0412 345 678');
  await type(control('finance-email'), 'jamie@example.com');
}
async function fillLender({ control }: Form) {
  await type(control('finance-amount'), '30000');
  await choose(control<HTMLSelectElement>('finance-employment-status'), 'full-time');
  await type(control('finance-employer'), 'Acme Pty Ltd');
  await type(control('finance-employment-years'), '3');
  await type(control('finance-income'), '1500');
  await choose(control<HTMLSelectElement>('finance-income-frequency'), 'week');
  await type(control('finance-expenses'), '2000');
  await choose(control<HTMLSelectElement>('finance-residential-status'), 'renting');
  await type(control('finance-address-years'), '1');
  await choose(control<HTMLSelectElement>('finance-licence-type'), 'full');
  await tick(control('finance-consent'));
}

describe('the finance form (§2 finance pages)', () => {
  it('groups its questions in fieldsets with legends, every control labelled', async () => {
    serve('southern-cross-motors');
    const { host } = await renderForm('southern-cross-motors', 'pre-approval');
    expect([...host.querySelectorAll('legend')].map((legend) => legend.textContent!.replace('*', '').trim())).toEqual([
      'Your details', 'The loan', 'Employment', 'Income and expenses', 'Where you live', 'Time at your current address', 'Driver licence', 'Privacy and consent',
    ]);
    for (const control of host.querySelectorAll<HTMLElement>('input:not([type="hidden"]):not([name="website"]), select, textarea')) {
      expect(host.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    }
    // Employed: the employer and the time in the job appear once a status with an employer is chosen.
    expect(host.querySelector('#finance-employer')).toBeNull();
  });

  it('§5: an empty pre-approval lists "Please fix the following errors:" with each message in the form\'s order, tied to its field, and sends nothing', async () => {
    const sent = serve('southern-cross-motors');
    const { host, control, submit } = await renderForm('southern-cross-motors', 'pre-approval');
    await submit();
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.querySelector('p')!.textContent).toBe('Please fix the following errors:');
    expect([...alert.querySelectorAll('li a')].map((link) => link.getAttribute('href'))).toEqual([
      '#finance-name', '#finance-last-name', '#finance-postcode', '#finance-phone', '#finance-email', '#finance-dealership-slug', '#finance-amount',
      '#finance-employment-status', '#finance-income', '#finance-income-frequency', '#finance-expenses', '#finance-residential-status', '#finance-address-years',
      '#finance-licence-type', '#finance-consent',
    ]);
    const consent = control('finance-consent');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(consent.getAttribute('aria-describedby')).toBe('finance-privacy finance-consent-error');
    expect(document.getElementById('finance-consent-error')!.textContent).toBe('Please confirm your details and agree to be contacted about finance');
    expect(sent).toEqual([]);
  });

  it('§3/§9: the postcode\'s nearest sales location preselects the dealership; a dealership the shopper chose stays', async () => {
    serve('southern-cross-motors');
    const form = await renderForm('southern-cross-motors', 'enquiry');
    await type(form.control('finance-postcode'), '3175');
    await leave(form.control('finance-postcode'));
    await vi.waitFor(() => expect(form.control<HTMLSelectElement>('finance-dealership-slug').value).toBe('southern-cross-dandenong'));

    await choose(form.control<HTMLSelectElement>('finance-dealership-slug'), 'southern-cross-caravans');
    await type(form.control('finance-postcode'), '2150');
    await leave(form.control('finance-postcode'));
    await new Promise((settle) => setTimeout(settle, 80));
    expect(form.control<HTMLSelectElement>('finance-dealership-slug').value).toBe('southern-cross-caravans');
  });

  it('a filled pre-approval is sent once with its Idempotency-Key, the form\'s values as typed, and the answer is announced', async () => {
    const sent = serve('southern-cross-motors');
    const form = await renderForm('southern-cross-motors', 'pre-approval', { car_id: 'car-1', car_type: 'used', dealership_slug: 'southern-cross-parramatta' });
    await fillShopper(form);
    await fillLender(form);
    await form.submit();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(sent[0]!.body).toMatchObject({
      kind: 'pre-approval', name: 'Jamie', last_name: 'Smith', postcode: '2150', phone: '0412 345 678', email: 'jamie@example.com', dealership_slug: 'southern-cross-parramatta',
      car_id: 'car-1', car_type: 'used', amount: '30000', employment_status: 'full-time', employer: 'Acme Pty Ltd', employment_years: '3', income: '1500',
      income_frequency: 'week', expenses: '2000', residential_status: 'renting', address_years: '1', licence_type: 'full', consent: true, opt_in: true,
    });
    expect(sent[0]!.body).not.toHaveProperty('website');
    const status = form.host.querySelector('[role="status"]')!;
    expect(status.textContent).toMatch(/No credit check has been run and nothing has been approved/);
    expect(document.activeElement).toBe(status);
  });

  it('retired: no employer or time in a job is asked, and none is required', async () => {
    const sent = serve('southern-cross-motors');
    const form = await renderForm('southern-cross-motors', 'pre-approval', { dealership_slug: 'southern-cross-parramatta' });
    await fillShopper(form);
    await fillLender(form);
    await choose(form.control<HTMLSelectElement>('finance-employment-status'), 'retired');
    expect(form.host.querySelector('#finance-employer')).toBeNull();
    await form.submit();
    expect(sent).toHaveLength(1);
  });

  it('a 400 from the server shows each message beside its field; a 401 (§6 gated finance) offers the way to sign in; what was typed stays', async () => {
    let answer = () => Response.json(
      { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Invalid postcode', errors: { postcode: 'Invalid postcode' } },
      { status: 400, headers: { 'content-type': 'application/problem+json' } },
    );
    serve('riverside-kia', () => answer());
    const form = await renderForm('riverside-kia', 'application');
    await fillShopper(form, '4064');
    await fillLender(form);
    await form.submit();
    expect(document.getElementById('finance-postcode-error')!.textContent).toBe('Invalid postcode');
    expect(form.host.querySelector('[role="alert"] li a')!.getAttribute('href')).toBe('#finance-postcode');

    answer = () => Response.json(
      { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Please sign in to apply for finance: this dealer asks for an account first.', signIn: '/sign-in?type=finance&redirect=%2Fapply-for-finance%23finance-form' },
      { status: 401, headers: { 'content-type': 'application/problem+json' } },
    );
    await type(form.control('finance-postcode'), '4000');
    await form.submit();
    const alert = [...form.host.querySelectorAll('[role="alert"]')].at(-1)!;
    expect(alert.textContent).toContain('Please sign in to apply for finance');
    expect(alert.querySelector('a')!.getAttribute('href')).toBe('/sign-in?type=finance&redirect=%2Fapply-for-finance%23finance-form');
    expect(form.control('finance-name').value).toBe('Jamie');
  });

  it('a finance enquiry asks no lender questions and sends the lead fields with the loan', async () => {
    const sent = serve('harbour-city-toyota');
    const form = await renderForm('harbour-city-toyota', 'enquiry', { amount: '28990' });
    expect(form.host.querySelector('#finance-employment-status')).toBeNull();
    expect(form.host.querySelector('#finance-consent')).toBeNull();
    await fillShopper(form, '1023');
    await form.submit();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ kind: 'enquiry', amount: '28990', dealership_slug: 'harbour-city-toyota' });
  });
});
