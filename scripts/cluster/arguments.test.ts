import { describe, expect, it } from 'vitest';
import { instancePorts, parseClusterArguments } from './arguments.mjs';

/** `npm run start:cluster -- --instances N` (README "Running many instances"). */
describe('parseClusterArguments', () => {
  it.each([
    [[], 2],
    [['--instances', '3'], 3],
    [['--instances=1'], 1],
    [['-n', '16'], 16],
  ])('%j → %i instances', (argv, instances) => {
    expect(parseClusterArguments(argv)).toEqual({ instances });
  });

  it.each([
    [['--instances', '0'], '--instances must be a whole number from 1 to 16, not "0"'],
    [['--instances', 'abc'], '--instances must be a whole number from 1 to 16, not "abc"'],
    [['--instances', '2.5'], 'not "2.5"'],
    [['--instances', '-1'], 'not "-1"'],
    [['--instances', '17'], 'not "17"'],
    [['--instances='], 'not ""'],
    [['--instances'], '--instances needs a number'],
    [['--instance', '2'], 'Unknown argument "--instance"'],
  ])('%j is refused with a clear message', (argv, message) => {
    const parsed = parseClusterArguments(argv);
    expect(parsed).toHaveProperty('error');
    expect((parsed as { error: string }).error).toContain(message);
    expect((parsed as { error: string }).error).toContain('Usage: npm run start:cluster -- --instances N');
  });
});

describe('instancePorts: PORT+1 … PORT+N', () => {
  const others = { LAKE_PORT: 4000, STUDIO_PORT: 3333, MAIL_PORT: 2525 };
  it('3 instances on PORT 3000 → 3001, 3002, 3003', () => {
    expect(instancePorts({ webPort: 3000, instances: 3, others })).toEqual({ ports: [3001, 3002, 3003] });
  });
  it("an instance on another server's port is refused, naming it", () => {
    expect(instancePorts({ webPort: 3330, instances: 4, others })).toEqual({ error: "Web instance 3 would listen on 3333, which is STUDIO_PORT's port: choose another PORT or STUDIO_PORT port." });
  });
  it('past 65535 is refused', () => {
    expect(instancePorts({ webPort: 65534, instances: 2, others })).toHaveProperty('error');
  });
});
