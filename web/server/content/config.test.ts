import { describe, expect, it } from 'vitest';
import { currentContentConfig } from './config';

/** Every cached content read asks for the configuration: it is read again only when it may have changed (README "Page speed"). */
describe('currentContentConfig', () => {
  const sanity = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' } as unknown as NodeJS.ProcessEnv;

  it('answers the same configuration within a second of the same variables', () => {
    const first = currentContentConfig(sanity, 10_000);
    expect(first).toMatchObject({ mode: 'sanity', projectId: 'abc123', dataset: 'production' });
    expect(currentContentConfig({ ...sanity }, 10_999)).toBe(first);
  });

  it.each([
    ['another dataset', { ...sanity, SANITY_DATASET: 'staging' }, 20_100, 'staging'],
    ['a second later', sanity, 21_000, 'production'],
  ])('reads it again after %s', (_, env, at, dataset) => {
    const before = currentContentConfig(sanity, 20_000);
    const after = currentContentConfig(env as unknown as NodeJS.ProcessEnv, at);
    expect(after).not.toBe(before);
    expect(after.dataset).toBe(dataset);
  });

  it('still refuses a configuration that is wrong', () => {
    expect(() => currentContentConfig({ LAKE_URL: 'not a url' } as unknown as NodeJS.ProcessEnv, 30_000)).toThrow(/Invalid content configuration/);
  });
});
