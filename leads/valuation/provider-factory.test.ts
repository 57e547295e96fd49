import { describe, expect, it } from 'vitest';
import { readValuationProviderConfig, valuationProviderFor } from './provider-factory';

describe('which valuation provider a deployment uses (README "Choosing the provider")', () => {
  it.each([
    ['nothing set: the embedded provider', {}, { kind: 'embedded' }],
    ['an empty key is no key', { AUTOGRAB_API_KEY: '  ' }, { kind: 'embedded' }],
    ['AUTOGRAB_API_KEY: AutoGrab at its documented host', { AUTOGRAB_API_KEY: ' sec_abc ' }, { kind: 'autograb', apiKey: 'sec_abc', apiBase: 'https://api.autograb.com.au' }],
    ['AUTOGRAB_API_BASE points it at another host (a test double)', { AUTOGRAB_API_KEY: 'sec_abc', AUTOGRAB_API_BASE: 'http://127.0.0.1:4010' }, { kind: 'autograb', apiKey: 'sec_abc', apiBase: 'http://127.0.0.1:4010' }],
  ])('%s', (_case, env, config) => {
    expect(readValuationProviderConfig(env)).toEqual(config);
  });

  it.each([
    ['a host without a key', { AUTOGRAB_API_BASE: 'http://127.0.0.1:4010' }, /Set AUTOGRAB_API_KEY/],
    ['a host that is not a URL', { AUTOGRAB_API_KEY: 'sec_abc', AUTOGRAB_API_BASE: 'api.autograb.com.au' }, /AUTOGRAB_API_BASE must be an http\(s\) URL/],
  ])('refuses to start with %s, saying what to set', (_case, env, message) => {
    expect(() => readValuationProviderConfig(env)).toThrow(message);
  });

  it.each([
    ['embedded', 'AU', { kind: 'embedded' }, 'embedded'],
    ['AutoGrab for an AU site', 'AU', { kind: 'autograb', apiKey: 'k', apiBase: 'http://127.0.0.1:1' }, 'autograb'],
    ['AutoGrab for an NZ site', 'NZ', { kind: 'autograb', apiKey: 'k', apiBase: 'http://127.0.0.1:1' }, 'autograb'],
    ['a US site stays embedded: AutoGrab has no US region', 'US', { kind: 'autograb', apiKey: 'k', apiBase: 'http://127.0.0.1:1' }, 'embedded'],
  ] as const)('%s', (_case, market, config, name) => {
    expect(valuationProviderFor(config, market).name).toBe(name);
  });
});
