import { describe, expect, it } from 'vitest';
import { runDeliveryScenario, type DeliveryScenarioResult } from './scenario';

/**
 * `npm run bench:leads` in small (README "Lead delivery", under faults): 300 leads over 20 s while
 * the SMTP server refuses, the webhook answers 500 and hangs, the bench's database connections are
 * cut and a worker process is SIGKILLed mid-batch. PostgreSQL only (worker processes share the
 * database): `npm run test:pg` runs it.
 */
const url = process.env.TEST_DATABASE_URL;

function summary(result: DeliveryScenarioResult): string {
  const { channels, faults, workerCrashes, ...rest } = result;
  return JSON.stringify({ channels, faults, workerCrashes: workerCrashes.length, lost: rest.lost, unintendedDuplicates: rest.unintendedDuplicates, shoppers: rest.shoppers, attempts: rest.attempts });
}

describe.skipIf(!url)('lead delivery under faults (bench:leads in small)', () => {
  it('loses no lead, sends nothing under an unknown key and delivers every lead on each of its channels', { timeout: 150_000 }, async () => {
    const result = await runDeliveryScenario({ url: url!, leads: 300, rate: 15, minStoreMs: 20_000, drainTimeoutMs: 60_000 });
    const why = summary(result);

    expect(result.shoppers.acknowledged, why).toBe(300);
    expect(result.shoppers.resubmitMismatches, why).toBe(0);
    expect(result.lost, why).toBe(0);
    expect(result.unintendedDuplicates, why).toBe(0);
    expect(result.strayKeys, why).toBe(0);
    expect(result.misrouted, why).toBe(0);
    expect(result.badSignatures, why).toBe(0);
    expect(result.dead, why).toBe(0);
    for (const channel of result.channels) {
      expect(channel.expected, `${channel.channel}: ${why}`).toBeGreaterThan(0);
      expect(channel.missingRows, `${channel.channel}: ${why}`).toBe(0);
      expect(channel.unknownKeys, `${channel.channel}: ${why}`).toBe(0);
      expect(channel.delivered, `${channel.channel}: ${why}`).toBe(channel.expected);
      expect(channel.uniqueReceived, `${channel.channel}: ${why}`).toBe(channel.expected);
    }
    // The faults did happen: refusals and 500s were recorded as failed attempts, then retried.
    expect(result.attempts.failed['451'], why).toBeGreaterThan(0);
    expect(result.attempts.failed['500'], why).toBeGreaterThan(0);
    expect(result.faults.map((fault) => fault.name), why).toEqual(['SMTP refuses', 'webhook 500', 'webhook hangs', 'database', 'worker SIGKILL']);
    // No worker died of the cut connections (db/pool-guard.ts); only the one SIGKILLed on purpose was replaced.
    expect(result.workerCrashes, why).toEqual([]);
  });
});
