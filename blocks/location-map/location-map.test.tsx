import { evaluate, parse } from 'groq-js';
import { locationDocSchema, type LocationDoc } from '@dealer/schemas';
import { createLocale } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { renderHtml, TEST_NOW, testContext } from '../registry/render-for-test';
import { locationMapDataSchema, locationMapProjection, selectLocations, type LocationSelection } from './data';
import { localDay, locationTimeZone, splitName, upcomingSpecialHours } from './hours';
import { emailUsCategories } from './EmailUs';
import { locationMapBlock } from './index';
import { MAP_VIEW_BOX, projectPoints } from './projection';

const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:30' }));
const doc = (id: string, overrides: Record<string, unknown>) => ({
  _id: `location_test_${id}`,
  _type: 'location',
  site: 'riverside-kia',
  id,
  name: `Riverside Kia - ${id}`,
  slug: { _type: 'slug', current: id },
  location_type: 'sales',
  address: { street: '1 Test Street', city: 'Milton', state: 'QLD', postcode: '4064', lat: -27.47, long: 153.0 },
  phone: '07 3000 1100',
  opening_hours: [...hours, { weekday: 6, status: 'Closed' }, { weekday: 0, status: 'Closed' }],
  ...overrides,
});

const documents = [
  doc('sales', { primary: true, name: 'Riverside Kia - Sales', reviews: { average_rating: 4.6, count: 377 }, dealer_license_number: '3100001', landline_phone: '07 3000 1199' }),
  doc('service', { location_type: 'service', address: { street: '2 Test Street', city: 'Toowong', state: 'QLD', postcode: '4066', lat: -27.48, long: 152.98 } }),
  doc('parts', { location_type: 'parts' }),
  doc('both', { location_type: 'service-and-parts', motor_vehicle_repairer: '55001' }),
  doc('empty-type', { location_type: null }),
  doc('hidden', { visible: false, name: 'Riverside Kia - Old Yard' }),
  { ...doc('other-site', { name: 'Someone Else - Sales' }), site: 'lone-star-jeep' },
];

/** Runs the block's projection as the page query does: a block inside a page, `$site` bound. */
async function project(block: Record<string, unknown>, site = 'riverside-kia') {
  const dataset = [...documents, { _id: 'page', _type: 'page', site, blocks: [{ _type: 'locationMap', _key: 'b1', ...block }] }];
  const query = parse(`*[_type == "page" && site == $site][0].blocks[]{${locationMapProjection}}[0]`);
  const result = await (await evaluate(query, { dataset, params: { site } })).get();
  return locationMapDataSchema.parse(result);
}

describe('location blocks (§2)', () => {
  it('loads only the site\'s own visible locations, primary first (§3 visible)', async () => {
    const data = await project({ selection: 'all', display: 'cards' });
    expect(data.locations.map((l) => l.id)).toEqual(['sales', 'both', 'empty-type', 'parts', 'service']);
    expect(data.locations.find((l) => l.id === 'empty-type')?.location_type).toBe('sales'); // §3: empty means sales
  });

  const locations: LocationDoc[] = documents.map((d) => locationDocSchema.parse({ ...d, slug: d.slug.current }));
  it.each<[LocationSelection, string | null, string[]]>([
    ['primary', null, ['sales']],
    ['sales', null, ['sales', 'empty-type', 'other-site']],
    ['service', null, ['service', 'both']],
    ['parts', null, ['parts', 'both']],
    ['service-and-parts', null, ['both']],
    ['all', null, ['sales', 'service', 'parts', 'both', 'empty-type', 'other-site']],
    ['one', 'parts', ['parts']],
    ['one', 'location_test_service', ['service']],
    ['one', 'hidden', []],
  ])('§2 selection %s (%s) shows %j; invisible locations never', (selection, id, expected) => {
    expect(selectLocations(locations, selection, id).map((l) => l.id)).toEqual(expected);
  });

  it.each([
    ['Riverside Kia - Service and Parts', ['Riverside Kia', 'Service and Parts']],
    ['Southern Cross – Caravans', ['Southern Cross', 'Caravans']],
    ['Coca-Cola Motors', ['Coca-Cola Motors']],
    ['Harbour City Toyota', ['Harbour City Toyota']],
  ])('§2 name split at a dash: %s', (name, lines) => {
    expect(splitName(name)).toEqual(lines);
  });

  it.each([
    // TEST_NOW is 2026-11-20T00:00Z: Friday morning in Brisbane, still Thursday evening in Austin.
    ['QLD', 'en-AU', '2026-11-20', 5],
    ['NSW', 'en-AU', '2026-11-20', 5],
    ['Auckland', 'en-NZ', '2026-11-20', 5],
    ['TX', 'en-US', '2026-11-19', 4],
  ])('§4 Today is the location\'s local day (%s)', (state, locale, date, weekday) => {
    expect(localDay(TEST_NOW, locationTimeZone(state, locale))).toEqual({ date, weekday });
  });

  it.each([[1, 'Monday'], [2, 'Tuesday'], [3, 'Wednesday'], [4, 'Thursday'], [5, 'Friday'], [6, 'Saturday'], [0, 'Sunday']])(
    '§3 weekday %i is %s (§9 Mon-Fri are 1 to 5)',
    (weekday, name) => {
      expect(createLocale('en-AU').formatWeekday(weekday)).toBe(name);
    },
  );

  it('§4 holiday hours only for upcoming dates: today and later, soonest first (§9 April 2025 tables are past)', () => {
    const entries = [
      { date: '2025-04-18', status: 'Closed' as const },
      { date: '2025-04-25', status: 'Closed' as const },
      { date: '2026-12-25', status: 'Closed' as const },
      { date: '2026-11-20', status: 'Open' as const, start_hour: '09:00', end_hour: '13:00' },
      { date: '2026-11-19', status: 'Closed' as const },
    ];
    expect(upcomingSpecialHours(entries, '2026-11-20').map((e) => e.date)).toEqual(['2026-11-20', '2026-12-25']);
  });

  it('§2 card: two-line name, 4.6 stars with 377 reviews, tel: links, today\'s hours, upcoming holiday hours, DL, directions', async () => {
    const data = await project({ selection: 'primary', display: 'cards' });
    data.locations[0]!.special_hours = [
      { date: '2025-04-18', status: 'Closed' },
      { date: '2026-12-25', status: 'Closed' },
    ];
    const html = renderHtml(<locationMapBlock.Component data={data} context={testContext()} />);
    expect((html.match(/data-testid="location-card"/g) ?? []).length).toBe(1);
    expect(html).toMatch(/>Riverside Kia<span[^>]*>Sales<\/span><\/h2>/);
    expect(html).toContain('aria-label="4.6 out of 5"');
    expect(html).toContain('377 reviews');
    expect(html).toContain('href="tel:0730001100"');
    expect(html).toContain('href="tel:0730001199"');
    expect(html).toMatch(/aria-current="date"[^>]*><th scope="row">Friday<!-- --> \(<!-- -->Today<!-- -->\)/);
    expect((html.match(/aria-current="date"/g) ?? []).length).toBe(1);
    // §2 holiday-hours dialog: a button that opens it, its list drawn on the server inside it.
    expect(html).toMatch(/aria-haspopup="dialog"[^>]*>Holiday hours<\/button>/);
    expect(html).toContain('Holiday hours: Riverside Kia - Sales</h2>');
    expect(html).toContain('25 Dec 2026');
    expect(html).not.toContain('2025');
    expect(html).toContain('<abbr title="Dealer licence">DL</abbr> <!-- -->3100001');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=-27.47,153"');
    // §2: Contact Us opens the location's own contact page.
    expect(html).toContain('href="/contact-us/sales">Contact Us</a>');
  });

  it('§2 \'Contact Us\' is hidden on the contact page', async () => {
    const data = await project({ selection: 'all', display: 'cards', onContactPage: true });
    const html = renderHtml(<locationMapBlock.Component data={data} context={testContext()} />);
    expect((html.match(/data-testid="location-card"/g) ?? []).length).toBe(5);
    expect(html).not.toContain('Contact Us');
    expect(html).not.toContain('Old Yard');
    expect(html).toContain('Get Directions');
  });

  it.each([
    ['riverside-kia', true],
    ['harbour-city-toyota', false],
  ])('§2 Email Us dialog on some sites (%s: %s): a button that opens a modal enquiry to that location', async (site, shown) => {
    const data = await project({ selection: 'all', display: 'cards' }, 'riverside-kia');
    const context = testContext(site);
    const html = renderHtml(<locationMapBlock.Component data={data} context={context} />);
    expect((html.match(/aria-haspopup="dialog"[^>]*>Email Us<\/button>/g) ?? []).length).toBe(shown ? 5 : 0);
    if (shown) expect(html).toContain('Write to Riverside Kia - Sales</h2>');
  });

  it.each([
    ['sales', ['General Enquiry', 'Sales']],
    ['service', ['General Enquiry', 'Service']],
    ['parts', ['General Enquiry', 'Parts']],
    ['service-and-parts', ['General Enquiry', 'Service', 'Parts']],
  ] as const)('§2 Email Us asks a %s location about what it serves (§3 location_type)', (location_type, categories) => {
    expect(emailUsCategories({ location_type })).toEqual(categories);
  });

  it('no holiday-hours dialog when every holiday date has passed (§4)', async () => {
    const data = await project({ selection: 'primary', display: 'cards' });
    data.locations[0]!.special_hours = [{ date: '2025-04-21', status: 'Closed' }];
    expect(renderHtml(<locationMapBlock.Component data={data} context={testContext()} />)).not.toContain('Holiday hours');
  });

  it('US spelling: dealer license (§1 locale)', async () => {
    const data = await project({ selection: 'primary', display: 'cards' });
    expect(renderHtml(<locationMapBlock.Component data={data} context={testContext('lone-star-jeep')} />)).toContain('title="Dealer license"');
  });
});

describe('the offline locations map (§2 contact page map)', () => {
  const inside = (points: { x: number; y: number }[]) =>
    points.every((p) => p.x >= MAP_VIEW_BOX.padding && p.x <= MAP_VIEW_BOX.width - MAP_VIEW_BOX.padding && p.y >= MAP_VIEW_BOX.padding && p.y <= MAP_VIEW_BOX.height - MAP_VIEW_BOX.padding);

  it.each([
    ['one location', [{ lat: -27.47, long: 153.0 }]],
    ['two a street apart', [{ lat: -27.4716, long: 153.0036 }, { lat: -27.4695, long: 153.0012 }]],
    ['Sydney and Melbourne', [{ lat: -33.8136, long: 151.0034 }, { lat: -37.9875, long: 145.2149 }, { lat: -33.7511, long: 150.6942 }]],
    ['north-south only', [{ lat: -30, long: 150 }, { lat: -35, long: 150 }]],
    ['northern hemisphere', [{ lat: 30.37, long: -97.72 }, { lat: 29.76, long: -95.37 }]],
  ])('projection puts every pin inside the padded view box: %s', (_name, points) => {
    const projected = projectPoints(points);
    expect(projected).toHaveLength(points.length);
    expect(inside(projected)).toBe(true);
  });

  it('keeps north up and east right', () => {
    const [melbourne, sydney] = projectPoints([{ lat: -37.81, long: 144.96 }, { lat: -33.87, long: 151.21 }]);
    expect(sydney!.x).toBeGreaterThan(melbourne!.x);
    expect(sydney!.y).toBeLessThan(melbourne!.y);
  });

  it('one location sits in the centre', () => {
    expect(projectPoints([{ lat: 10, long: 10 }])).toEqual([{ x: MAP_VIEW_BOX.width / 2, y: MAP_VIEW_BOX.height / 2 }]);
  });

  it('renders an accessible SVG naming the locations, with the Sales/Service/Parts filter and no tiles', async () => {
    const data = await project({ selection: 'all', display: 'map', showFilter: true });
    const html = renderHtml(<locationMapBlock.Component data={data} context={testContext()} />);
    const label = /<svg[^>]*role="img"[^>]*aria-label="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(label).toMatch(/^Map of our locations: Riverside Kia - Sales; /);
    for (const id of ['service', 'parts', 'both', 'empty-type']) expect(label).toContain(`Riverside Kia - ${id}`);
    expect(html).not.toContain('Old Yard');
    for (const label of ['All', 'Sales', 'Service', 'Parts']) expect(html).toMatch(new RegExp(`aria-pressed="(true|false)"[^>]*>${label}</button>`));
    expect(html).not.toMatch(/https?:\/\/[^"]*tile/);
    expect(html).toContain('<h2');
  });
});
