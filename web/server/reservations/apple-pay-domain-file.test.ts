import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applePayDomainFile } from './apple-pay-domain-file';

/**
 * Apple Pay's domain file (README "Accounts, the watchlist, reservations and buying online"): the
 * file Stripe gives, named by STRIPE_APPLE_PAY_DOMAIN_FILE, answered on every dealer site's host,
 * byte for byte, from the real file system; a 404 wherever it is not to be served.
 */
const CONTENT = '7B227073704964223A2239373943394538343346343131343044463144313834343232393232313734313034353044314339464446394437384337313531303944334643463542433731222C2276657273696F6E223A312C22637265617465644F6E223A313731353230333537373035347D';
let file: string;
beforeAll(async () => {
  file = join(await mkdtemp(join(tmpdir(), 'apple-pay-')), 'apple-developer-merchantid-domain-association');
  await writeFile(file, CONTENT);
});

describe('GET /.well-known/apple-developer-merchantid-domain-association', () => {
  it.each([
    ['a dealer site, the setting naming the file', 'riverside-kia.localhost:3000', () => ({ STRIPE_APPLE_PAY_DOMAIN_FILE: file }), 200],
    ['another dealer site: the same file', 'lone-star-jeep.localhost:3000', () => ({ STRIPE_APPLE_PAY_DOMAIN_FILE: file }), 200],
    ['no setting', 'riverside-kia.localhost:3000', () => ({}), 404],
    ['an empty setting', 'riverside-kia.localhost:3000', () => ({ STRIPE_APPLE_PAY_DOMAIN_FILE: ' ' }), 404],
    ['the platform host', 'localhost:3000', () => ({ STRIPE_APPLE_PAY_DOMAIN_FILE: file }), 404],
    ['an unknown host', 'attacker.example', () => ({ STRIPE_APPLE_PAY_DOMAIN_FILE: file }), 404],
    ['no host', null, () => ({ STRIPE_APPLE_PAY_DOMAIN_FILE: file }), 404],
  ])('%s: %i', async (_case, host, env, status) => {
    const response = await applePayDomainFile(host, env());
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    if (status === 200) expect(await response.text()).toBe(CONTENT);
  });

  it('a file that cannot be read is a 404 and a line in the log naming the setting, never a 5xx', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await applePayDomainFile('riverside-kia.localhost:3000', { STRIPE_APPLE_PAY_DOMAIN_FILE: join(file, 'missing') });
    expect(response.status).toBe(404);
    expect(logged.mock.calls[0]?.[0]).toMatch(/STRIPE_APPLE_PAY_DOMAIN_FILE/);
    logged.mockRestore();
  });
});
