import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTOGRAB_TIMEOUT_MS, createAutoGrabProvider, type AutoGrabOptions } from './autograb';
import type { IdentifiedVehicle } from './port';

// Recorded answers in the shape AutoGrab's documentation gives (fixtures/README.md).
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
const API_KEY = 'sec_test_key_for_the_local_server';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Reply = { status: number; body: string; bodyDelayMs?: number } | 'hang';

let server: Server;
let base: string;
const received: Received[] = [];
let reply: (request: Received) => Reply = () => ({ status: 500, body: '{}' });
const open = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const seen = { method: request.method!, url: request.url!, headers: request.headers, body };
      received.push(seen);
      const answer = reply(seen);
      if (answer === 'hang') return void open.add(response);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      if (!answer.bodyDelayMs) return void response.end(answer.body);
      // The status and headers now, the body later: an answer that starts in time and ends too late.
      response.flushHeaders();
      response.write(answer.body.slice(0, 10));
      open.add(response);
      setTimeout(() => response.end(answer.body.slice(10)), answer.bodyDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  received.length = 0;
  for (const response of open) response.destroy();
  open.clear();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const provider = (options: Partial<AutoGrabOptions> = {}) => createAutoGrabProvider({ apiKey: API_KEY, apiBase: base, ...options });
const answers = { odometerKm: 60_000, condition: 'good', accidentDamage: 'no', financeOwing: 'no', serviceHistory: 'full', keys: '2+' } as const;
const corolla: IdentifiedVehicle = {
  market: 'AU', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2019, body: 'hatchback', fuel: 'Petrol', transmission: 'Automatic',
  reference: { provider: 'autograb', id: '5804870883868672' },
};

describe('the AutoGrab adapter: §7 rego lookup by plate and state (README "The AutoGrab adapter")', () => {
  it('asks GET /v2/vehicles/registrations/{plate}?region=au&state=… with the ApiKey header, and reads the match', async () => {
    reply = () => ({ status: 200, body: fixture('autograb-registration-found') });
    expect(await provider().lookup({ rego: 'ABC123', regoState: 'NSW' })).toEqual({
      kind: 'found',
      vehicle: {
        market: 'AU', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2019, body: 'hatchback', fuel: 'Petrol', transmission: 'Automatic',
        reference: { provider: 'autograb', id: '5804870883868672' },
      },
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/v2/vehicles/registrations/ABC123?region=au&state=NSW' });
    expect(received[0]!.headers).toMatchObject({ apikey: API_KEY, accept: 'application/json' });
  });

  it('an NZ plate: region=nz and no state (one national register)', async () => {
    reply = () => ({ status: 200, body: fixture('autograb-registration-nz') });
    expect(await provider().lookup({ rego: 'BMT038', regoState: 'NZ' })).toMatchObject({
      kind: 'found',
      vehicle: { market: 'NZ', make: 'Volkswagen', model: 'Polo', badge: 'Comfortline', year: 2010, body: 'hatchback', transmission: 'Automatic' },
    });
    expect(received[0]!.url).toBe('/v2/vehicles/registrations/BMT038?region=nz');
  });

  it.each([
    ['the register knows the plate but AutoGrab has no catalogue match (vehicle: null)', { status: 200, body: fixture('autograb-registration-no-match') }],
    ['a 404', { status: 404, body: '{"success":false,"message":"Registration not found"}' }],
  ])('not-found when %s', async (_case, answer) => {
    reply = () => answer;
    expect(await provider().lookup({ rego: 'OLD1', regoState: 'VIC' })).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['our key refused (401)', { status: 401, body: '{"message":"Unauthorized"}' }, 'AutoGrab answered HTTP 401'],
    ['over our rate (429)', { status: 429, body: '{"message":"Too Many Requests"}' }, 'AutoGrab answered HTTP 429'],
    ['AutoGrab down (503)', { status: 503, body: 'Service Unavailable' }, 'AutoGrab answered HTTP 503'],
    ['an answer that is not JSON', { status: 200, body: '<html>maintenance</html>' }, 'AutoGrab answered something other than JSON'],
    ['JSON of another shape', { status: 200, body: '{"success":true,"vehicle":{"id":42}}' }, 'AutoGrab answered an unexpected shape'],
  ])('unavailable, not not-found, when %s', async (_case, answer, reason) => {
    reply = () => answer;
    expect(await provider().lookup({ rego: 'ABC123', regoState: 'QLD' })).toEqual({ kind: 'unavailable', reason });
  });

  it(`provider down or slow (README "Timeouts"): gives up after ${AUTOGRAB_TIMEOUT_MS} ms by default (a shorter limit here) and says unavailable`, async () => {
    expect(AUTOGRAB_TIMEOUT_MS).toBe(5_000);
    reply = () => 'hang';
    const started = Date.now();
    expect(await provider({ timeoutMs: 150 }).lookup({ rego: 'ABC123', regoState: 'SA' })).toEqual({ kind: 'unavailable', reason: 'AutoGrab did not answer within 150 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('an answer that starts in time but ends too late is unavailable too', async () => {
    reply = () => ({ status: 200, body: fixture('autograb-registration-found'), bodyDelayMs: 400 });
    expect(await provider({ timeoutMs: 150 }).lookup({ rego: 'ABC123', regoState: 'SA' })).toEqual({ kind: 'unavailable', reason: 'AutoGrab did not answer within 150 ms' });
  });

  it("the caller's signal ends the call early: the shopper has gone", async () => {
    reply = () => 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await provider().lookup({ rego: 'ABC123', regoState: 'WA' }, { signal: controller.signal })).toEqual({ kind: 'unavailable', reason: 'the caller gave up' });
  });

  it('nothing listening: unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await provider({ apiBase: `http://127.0.0.1:${port}` }).lookup({ rego: 'ABC123', regoState: 'TAS' })).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringMatching(/^AutoGrab could not be reached/),
    });
  });

  it('a VIN (a US site) is not AutoGrab\'s: unavailable without a call (its regions are au, nz, my and uk)', async () => {
    expect(await provider().lookup({ vin: '1HGCM82633A004352' })).toMatchObject({ kind: 'unavailable' });
    expect(received).toHaveLength(0);
  });
});

describe('the AutoGrab adapter: the valuation (POST /v2/valuations/predict)', () => {
  it("sends the vehicle id, km and a condition score; starts from the trade price; the other answers adjust it as the embedded provider's do", async () => {
    reply = () => ({ status: 200, body: fixture('autograb-predict') });
    expect(await provider().value(corolla, { ...answers, condition: 'fair', keys: '1' })).toEqual({
      kind: 'valued',
      value: {
        cents: 1_972_250,
        currency: 'AUD',
        basis: "AutoGrab's trade price for this model at its odometer reading and condition",
        basisCents: 2_012_250,
        adjustments: [{ answer: 'keys', cents: -40_000 }],
      },
    });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v2/valuations/predict' });
    expect(received[0]!.headers).toMatchObject({ apikey: API_KEY, 'content-type': 'application/json' });
    expect(JSON.parse(received[0]!.body)).toEqual({ region: 'au', vehicle_id: '5804870883868672', kms: 60_000, condition_score: 3 });
  });

  it.each([
    ['excellent', 5],
    ['good', 4],
    ['fair', 3],
    ['poor', 2],
  ] as const)('condition %s is condition_score %i', async (condition, score) => {
    reply = () => ({ status: 200, body: fixture('autograb-predict') });
    await provider().value(corolla, { ...answers, condition });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ condition_score: score });
  });

  it.each([
    ['no trade price in the prediction', { status: 200, body: '{"success":true,"prediction":{"id":"p","vehicle_id":"5804870883868672","kms":60000,"price":null,"score":0,"retail_price":null,"trade_price":null}}' }],
    ['a 404 for the vehicle', { status: 404, body: '{"success":false,"message":"Vehicle not found"}' }],
  ])('no-market-value when %s', async (_case, answer) => {
    reply = () => answer;
    expect(await provider().value(corolla, answers)).toEqual({ kind: 'no-market-value' });
  });

  it('unavailable when AutoGrab fails or is slow', async () => {
    reply = () => ({ status: 500, body: '{}' });
    expect(await provider().value(corolla, answers)).toEqual({ kind: 'unavailable', reason: 'AutoGrab answered HTTP 500' });
    reply = () => 'hang';
    expect(await provider({ timeoutMs: 100 }).value(corolla, answers)).toEqual({ kind: 'unavailable', reason: 'AutoGrab did not answer within 100 ms' });
  });

  it('a car another provider identified has no AutoGrab id: no call, no price', async () => {
    expect(await provider().value({ ...corolla, reference: { provider: 'embedded', id: 'toyota-corolla-ascent-sport' } }, answers)).toEqual({ kind: 'no-market-value' });
    expect(received).toHaveLength(0);
  });
});
