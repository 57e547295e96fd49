import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParentMessage, WorkerMessage } from './worker-process';

/** What every worker process of one bench run shares (see worker-process.ts). */
export interface WorkerSettings {
  /** The database URL; spawnWorker adds the worker's `application_name` (faults.ts cuts connections by it). */
  url: string;
  schema: string;
  smtpPort: number;
  webhookUrl: string;
  webhookSecret: string;
  webhookTimeoutMs: number;
  intervalMs: number;
  batchSize: number;
  leaseMs: number;
  /** Count the pool faults the workers survive (faults.ts guardPool) too. */
  guardPools: boolean;
}

export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** False when the process died by itself (not by kill() or stop()): a crash. */
  expected: boolean;
  /** The end of its stderr, where a crash leaves its error. */
  stderr: string;
}

export interface WorkerHandle {
  readonly id: string;
  readonly exited: Promise<WorkerExit>;
  readonly alive: boolean;
  onMessage(listener: (message: WorkerMessage) => void): void;
  /** Resolves when the worker is in the middle of a batch (a send has started): SIGKILL it then. */
  midBatch(): Promise<number>;
  kill(): void;
  /** SIGTERM, and SIGKILL after `graceMs` if it has not stopped; true when it had to be SIGKILLed. */
  stop(graceMs?: number): Promise<boolean>;
}

/** The URL with `application_name` set, so the bench can find (and cut) that client's connections. */
export function withApplicationName(url: string, applicationName: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', applicationName);
  return parsed.toString();
}

/** Where worker-process.ts is. Resolved when called, not at import (bundlers give import.meta.url other forms). */
function workerEntry(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'worker-process.ts');
}

export async function spawnWorker(id: string, settings: WorkerSettings, applicationName: string): Promise<WorkerHandle> {
  const child: ChildProcess = fork(workerEntry(), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    env: {
      ...process.env,
      BENCH_DATABASE_URL: withApplicationName(settings.url, applicationName),
      BENCH_SCHEMA: settings.schema,
      BENCH_SMTP_PORT: String(settings.smtpPort),
      BENCH_WEBHOOK_URL: settings.webhookUrl,
      BENCH_WEBHOOK_SECRET: settings.webhookSecret,
      BENCH_WEBHOOK_TIMEOUT_MS: String(settings.webhookTimeoutMs),
      BENCH_WORKER_ID: id,
      BENCH_INTERVAL_MS: String(settings.intervalMs),
      BENCH_BATCH_SIZE: String(settings.batchSize),
      BENCH_LEASE_MS: String(settings.leaseMs),
      BENCH_GUARD_POOLS: settings.guardPools ? '1' : '0',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (process.env.BENCH_VERBOSE === '1') process.stderr.write(chunk);
  });
  let expected = false;
  // 'close', not 'exit': by then the crash's last words on stderr have arrived.
  const exited = new Promise<WorkerExit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal, expected, stderr })));
  const listeners = new Set<(message: WorkerMessage) => void>();
  child.on('message', (message: WorkerMessage) => listeners.forEach((listener) => listener(message)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker ${id} not ready after 60 s: ${stderr}`)), 60_000);
    const onReady = (message: WorkerMessage) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      listeners.delete(onReady);
      resolve();
    };
    listeners.add(onReady);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`worker ${id} exited (${exit.code ?? exit.signal}) before it was ready: ${stderr}`));
    });
  });

  return {
    id,
    exited,
    onMessage: (listener) => void listeners.add(listener),
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    midBatch() {
      return new Promise<number>((resolve) => {
        const onMidBatch = (message: WorkerMessage) => {
          if (message.type !== 'mid-batch') return;
          listeners.delete(onMidBatch);
          resolve(message.inFlight);
        };
        listeners.add(onMidBatch);
        child.send({ type: 'arm-kill' } satisfies ParentMessage);
      });
    },
    kill() {
      expected = true;
      child.kill('SIGKILL');
    },
    async stop(graceMs = 10_000) {
      expected = true;
      if (child.exitCode !== null || child.signalCode !== null) return false;
      child.kill('SIGTERM');
      let forced = false;
      const timer = setTimeout(() => {
        forced = true;
        child.kill('SIGKILL');
      }, graceMs);
      await exited;
      clearTimeout(timer);
      return forced;
    },
  };
}

export interface WorkerCrash {
  id: string;
  at: number;
  reason: string;
}

/** The worker processes of a run, restarted when one dies by itself, as a process supervisor would. */
export interface WorkerPool {
  readonly crashes: WorkerCrash[];
  /** Workers that did not stop within the grace time after SIGTERM and were SIGKILLed. */
  readonly forcedStops: string[];
  /** With guardPools: the pool faults the workers survived. */
  readonly poolFaults: { clientErrors: number; failedBegins: number };
  /** Every worker started, in order (w1, w2, ...). */
  readonly started: readonly WorkerHandle[];
  live(): WorkerHandle[];
  add(): Promise<WorkerHandle>;
  /** Stops them all cleanly (SIGTERM), restarts no more. */
  stop(graceMs?: number): Promise<void>;
}

function crashReason(exit: WorkerExit): string {
  const line = /^(?:error|\w*Error): .*$/m.exec(exit.stderr)?.[0]?.trim().slice(0, 120) ?? `exit ${exit.code ?? exit.signal}`;
  return exit.stderr.includes("Unhandled 'error' event") ? `unhandled 'error' event: ${line}` : line;
}

export function createWorkerPool(settings: WorkerSettings, applicationNamePrefix: string, log: (line: string) => void): WorkerPool {
  const started: WorkerHandle[] = [];
  const crashes: WorkerCrash[] = [];
  const forcedStops: string[] = [];
  const poolFaults = { clientErrors: 0, failedBegins: 0 };
  const restarts = new Set<Promise<unknown>>();
  let count = 0;
  let stopping = false;

  async function add(): Promise<WorkerHandle> {
    const id = `w${++count}`;
    const handle = await spawnWorker(id, settings, `${applicationNamePrefix}${id}`);
    started.push(handle);
    handle.onMessage((message) => {
      if (message.type !== 'pool-fault') return;
      if (message.fault === 'client error') poolFaults.clientErrors += 1;
      else poolFaults.failedBegins += 1;
    });
    void handle.exited.then((exit) => {
      if (exit.expected || stopping) return;
      const crash = { id, at: Date.now(), reason: crashReason(exit) };
      crashes.push(crash);
      log(`worker ${id} crashed (${crash.reason}); starting another`);
      const restart: Promise<unknown> = add()
        .catch((error: unknown) => log(`could not restart a worker: ${String(error)}`))
        .finally(() => restarts.delete(restart));
      restarts.add(restart);
    });
    return handle;
  }

  return {
    crashes,
    forcedStops,
    poolFaults,
    started,
    live: () => started.filter((handle) => handle.alive),
    add,
    async stop(graceMs) {
      stopping = true;
      await Promise.allSettled([...restarts]);
      await Promise.all(
        started.map(async (handle) => {
          if (await handle.stop(graceMs)) forcedStops.push(handle.id);
        }),
      );
    },
  };
}
