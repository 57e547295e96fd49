import { describe, expect, it } from 'vitest';
import { resolveHost } from './hosts';

describe('host to site resolution', () => {
  it.each([
    ['riverside-kia.localhost:3000', { kind: 'site', slug: 'riverside-kia' }],
    ['RIVERSIDE-KIA.localhost', { kind: 'site', slug: 'riverside-kia' }],
    ['lone-star-jeep.localhost:3100', { kind: 'site', slug: 'lone-star-jeep' }],
    ['localhost:3000', { kind: 'platform' }],
    ['127.0.0.1:3000', { kind: 'platform' }],
    ['nobody.localhost:3000', { kind: 'unknown', host: 'nobody.localhost:3000' }],
    ['example.com', { kind: 'unknown', host: 'example.com' }],
    ['../etc/passwd', { kind: 'unknown', host: '../etc/passwd' }],
    ['riverside-kia.localhost:3000/extra', { kind: 'unknown', host: 'riverside-kia.localhost:3000/extra' }],
    ['', { kind: 'unknown', host: '' }],
    [null, { kind: 'unknown', host: '' }],
    ['a'.repeat(300) + '.localhost', { kind: 'unknown', host: 'a'.repeat(300) + '.localhost' }],
  ])('%s', (host, expected) => {
    expect(resolveHost(host)).toEqual(expected);
  });
});
