import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The children of `npm start` and `start:cluster` (README "Two commands", "Running many
 * instances"), run in a child Node process as the scripts run them: the lines tests/e2e/start.spec.ts
 * reads, the whole stack stopping when one dies, tiers stopping highest first, and a caller's own
 * handling of an unexpected exit (the cluster's restarts).
 */
const supervisor = resolve(import.meta.dirname, 'supervisor.mjs');
const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runScript(name: string, body: string) {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { existsSync, rmSync } from 'node:fs';
import { createSupervisor } from ${JSON.stringify(supervisor)};
const s = createSupervisor({ tag: 'start', cwd: ${JSON.stringify(dir)}, env: process.env });
/** Runs \`then\` once every named child has said it is up (children start slowly on a loaded machine). */
const whenUp = (names, then) => {
  const poll = setInterval(() => {
    if (!names.every((child) => existsSync(${JSON.stringify(dir)} + '/' + child + '.up'))) return;
    clearInterval(poll);
    for (const child of names) rmSync(${JSON.stringify(dir)} + '/' + child + '.up');
    then();
  }, 50);
};
${body}`,
  );
  const run = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: run.stdout + run.stderr };
}
/** A child `name` that says it is up (and leaves a mark for whenUp), and on `signal` says so and exits 0. */
const child = (name: string, signal: string) =>
  `['-e', "process.on('${signal}', () => { console.log('got ${signal}'); process.exit(0); }); require('fs').writeFileSync('${dir}/${name}.up', ''); console.log('up'); setInterval(() => {}, 1000);"]`;

describe('createSupervisor', () => {
  it('prefixes each child\'s lines, reports its pid, and a child that dies stops the others, saying which and why (exit 1)', () => {
    const { status, output } = runScript(
      'dies',
      `s.run('lake', process.execPath, ${child('lake', 'SIGTERM')});
const mail = s.run('mail', process.execPath, ${child('mail', 'SIGTERM')});
whenUp(['lake', 'mail'], () => mail.kill('SIGKILL'));`,
    );
    expect(status).toBe(1);
    expect(output).toMatch(/\[start\] lake started \(pid \d+\)/);
    expect(output).toContain('[lake] up');
    expect(output).toContain('[start] mail was killed by SIGKILL unexpectedly (see its log above); stopping the others.');
    expect(output).toContain('[lake] got SIGTERM');
    expect(output).toContain('[start] lake stopped (0)');
  });

  it('SIGINT stops the highest tier first, each with its own stop signal, and exits 0', () => {
    const { status, output } = runScript(
      'tiers',
      `s.stopOnSignals();
s.run('postgres', process.execPath, ${child('postgres', 'SIGINT')}, { tier: 0, stopSignal: 'SIGINT' });
s.run('web1', process.execPath, ${child('web1', 'SIGTERM')}, { tier: 2 });
s.run('balancer', process.execPath, ${child('balancer', 'SIGTERM')}, { tier: 3 });
whenUp(['postgres', 'web1', 'balancer'], () => process.kill(process.pid, 'SIGINT'));`,
    );
    expect(status).toBe(0);
    expect(output).toContain('[start] SIGINT: stopping postgres and web1 and balancer...');
    const at = (line: string) => output.indexOf(line);
    expect(at('[start] balancer stopped (0)')).toBeGreaterThan(0);
    expect(at('[start] balancer stopped (0)')).toBeLessThan(at('[web1] got SIGTERM'));
    expect(at('[start] web1 stopped (0)')).toBeLessThan(at('[postgres] got SIGINT'));
    expect(output).toContain('[start] postgres stopped (0)');
  });

  it("a caller's onUnexpectedExit replaces stopping the stack (the cluster restarts an instance)", () => {
    const { status, output } = runScript(
      'restart',
      `let runs = 0;
const start = () => {
  runs++;
  const web = s.run('web2', process.execPath, ${child('web2', 'SIGTERM')}, {
    onUnexpectedExit: ({ how }) => { console.log('web2 ' + how + '; restarting'); start(); },
  });
  whenUp(['web2'], () => (runs === 1 ? web.kill('SIGKILL') : s.stopAll(0)));
};
start();`,
    );
    expect(status).toBe(0);
    expect(output).toContain('web2 was killed by SIGKILL; restarting');
    expect(output.match(/\[start\] web2 started \(pid \d+\)/g)).toHaveLength(2);
    expect(output).toContain('[start] web2 stopped (0)');
  });
});
