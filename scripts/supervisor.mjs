// The children of `npm start` and `npm run start:cluster`: each started with its log prefixed by
// its name, reported with its pid (the e2e specs read those lines), and stopped together on Ctrl-C
// or SIGTERM. What happens when one dies uninvited is the caller's choice: by default the whole
// stack stops, saying which and why.
import { spawn } from 'node:child_process';
import { setTimeout as after } from 'node:timers';

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null, how: string }} ChildExit
 * @typedef {import('node:child_process').SpawnOptions & {
 *   stopSignal?: NodeJS.Signals,
 *   tier?: number,
 *   onUnexpectedExit?: (exit: ChildExit) => void,
 * }} RunOptions
 */

/**
 * @param {{ tag: string, cwd: string, env: Record<string, string> }} options `tag` prefixes the supervisor's own lines (`[start] …`).
 */
export function createSupervisor({ tag, cwd, env }) {
  /** @type {Map<string, { child: import('node:child_process').ChildProcess, stopSignal: NodeJS.Signals, tier: number }>} */
  const children = new Map();
  let stopping = false;
  let exitCode = 0;
  /** @type {Array<() => void>} */
  const onStop = [];
  const say = (line) => console.log(`[${tag}] ${line}`);
  const complain = (line) => console.error(`[${tag}] ${line}`);

  /**
   * Starts `command` as the child `name`. Its lines go to our stdout prefixed `[name] `.
   * `stopSignal` is how it is asked to stop (PostgreSQL's clean "fast" shutdown is SIGINT);
   * on Ctrl-C the highest `tier` stops first, then the next (the balancer before the web
   * instances before the databases), each given 10 s before it is killed.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {RunOptions} [options]
   */
  function run(name, command, args, options = {}) {
    const { stopSignal = 'SIGTERM', tier = 0, onUnexpectedExit, ...spawnOptions } = options;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream?.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
    }
    say(`${name} started (pid ${child.pid})`);
    child.on('error', (error) => {
      complain(`${name} could not start: ${error.message}; stopping the others.`);
      children.delete(name);
      stopAll(1);
    });
    child.on('exit', (code, signal) => {
      if (children.get(name)?.child !== child) return;
      children.delete(name);
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (stopping) {
        say(`${name} stopped (${signal ?? code})`);
        stopNextTier();
        return;
      }
      if (onUnexpectedExit) {
        onUnexpectedExit({ code, signal, how });
        return;
      }
      complain(`${name} ${how} unexpectedly (see its log above); stopping the others.`);
      stopAll(1);
    });
    children.set(name, { child, stopSignal, tier });
    return child;
  }

  /** @type {number | undefined} */
  let stoppingTier;
  /** Asks the highest tier still running to stop; exits when nothing is left. */
  function stopNextTier() {
    if (children.size === 0) {
      process.exit(exitCode);
      return;
    }
    const tier = Math.max(...[...children.values()].map((entry) => entry.tier));
    if (tier === stoppingTier) return;
    stoppingTier = tier;
    const running = [...children].filter(([, entry]) => entry.tier === tier);
    for (const [, { child, stopSignal }] of running) child.kill(stopSignal);
    after(() => {
      for (const [name, entry] of running) {
        if (children.get(name) !== entry) continue;
        complain(`${name} did not stop within 10 s; killing it.`);
        entry.child.kill('SIGKILL');
      }
    }, 10_000).unref();
  }

  /** Asks every child to stop (tier by tier), waits for them, then exits with `code`. */
  function stopAll(code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const listener of onStop) listener();
    stopNextTier();
  }

  /** Ctrl-C and SIGTERM stop everything; a second one stops waiting. */
  function stopOnSignals() {
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
      process.on(signal, () => {
        if (stopping) {
          for (const { child } of children.values()) child.kill('SIGKILL');
          process.exit(exitCode || 130);
        }
        say(`${signal}: stopping ${[...children.keys()].join(' and ') || 'nothing'}...`);
        stopAll(0);
      });
    }
  }

  return {
    run,
    stopAll,
    stopOnSignals,
    /** Runs `listener` once when the stack starts stopping (to cancel pending restarts, say). */
    onStopping: (listener) => void onStop.push(listener),
    get stopping() {
      return stopping;
    },
    /** The pid of the running child `name`, if any. */
    pid: (name) => children.get(name)?.child.pid,
  };
}
