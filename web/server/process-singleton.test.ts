import { describe, expect, it } from 'vitest';
import { existingProcessSingleton, processSingleton } from './process-singleton';

describe('processSingleton', () => {
  it('creates once and shares the instance, also with a second accessor of the same name (another bundle)', async () => {
    let created = 0;
    const create = async () => ({ n: ++created });
    const first = processSingleton('test.shared', create);
    const second = processSingleton('test.shared', create);
    const [a, b, c] = await Promise.all([first(), first(), second()]);
    expect(created).toBe(1);
    expect(a).toBe(b);
    expect(a).toBe(c);
  });

  it('forgets a failed creation, so the next call tries again', async () => {
    let attempts = 0;
    const get = processSingleton('test.retry', async () => {
      if (++attempts === 1) throw new Error('database not reachable');
      return 'ready';
    });
    await expect(get()).rejects.toThrow('database not reachable');
    await expect(get()).resolves.toBe('ready');
    expect(attempts).toBe(2);
  });

  it('is found by name without creating it, once (and only once) an accessor has created it', async () => {
    expect(existingProcessSingleton('test.lookup')).toBeUndefined();
    const get = processSingleton('test.lookup', async () => 'service');
    expect(existingProcessSingleton('test.lookup')).toBeUndefined();
    await get();
    await expect(existingProcessSingleton('test.lookup')).resolves.toBe('service');
  });
});
