// A work budget for one GROQ evaluation (README.md "Who may use it, and how much"). groq-js
// evaluates with promises only, so a query such as
// `count(*[0..99][count(*[count(*[_id != ^._id]) > 0]) > 0])` is one long chain of microtasks that
// never lets the event loop run: 73 characters held the lake for 12.9 s.
//
// Every loop in groq-js's async evaluator (filter, map, order, score, `in`, deref, array splats)
// steps through a value with `for await`, i.e. through the value's Symbol.asyncIterator. That one
// method of its two value classes is wrapped here, and for an evaluation run inside withBudget():
//   - each element stepped through counts as one step of work;
//   - once it has run SLICE_MS without a break, the evaluation waits for the event loop
//     (setImmediate), so other requests are served in between, and the wall clock is checked;
//   - past the step or time budget every loop ends at once and withBudget() throws a 400.
// Outside withBudget() (listener filters, other callers) evaluation is exactly groq-js's own.
import { AsyncLocalStorage } from 'node:async_hooks';
import { evaluate, parse } from 'groq-js';
import { LakeError } from './errors';

export interface Budget {
  /** Who the budget is for, as the error message says it ("without a token"). */
  caller: string;
  /** Elements groq-js may step through, summed over every loop of the evaluation. */
  steps: number;
  /** Wall-clock milliseconds for the whole evaluation. */
  evaluationMs: number;
}

/** Longest run of evaluation between two turns of the event loop. */
const SLICE_MS = 10;
type AnyIterator = Iterator<unknown> | AsyncIterator<unknown>;
const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

class Meter {
  steps = 0;
  /** Why the evaluation was stopped; once set, every loop ends. */
  stopped: string | undefined;
  private readonly started = performance.now();
  private sliceStarted = this.started;

  constructor(private readonly budget: Budget) {}

  elapsedMs(): number {
    return performance.now() - this.started;
  }

  wrap(inner: AnyIterator): AsyncIterableIterator<unknown> {
    const next = (): IteratorResult<unknown> | Promise<IteratorResult<unknown>> => {
      if (this.stopped) return DONE;
      this.steps++;
      if (this.steps > this.budget.steps) {
        this.stopped = `it needed more than ${this.budget.steps.toLocaleString('en')} steps`;
        return DONE;
      }
      if (performance.now() - this.sliceStarted < SLICE_MS) return inner.next();
      return new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.sliceStarted = performance.now();
        if (!this.stopped && this.elapsedMs() > this.budget.evaluationMs) this.stopped = `it ran longer than ${this.budget.evaluationMs} ms`;
        return this.stopped ? DONE : inner.next();
      });
    };
    const iterator = {
      next,
      return: (value?: unknown) => inner.return?.(value) ?? { done: true as const, value },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator as AsyncIterableIterator<unknown>;
  }
}

const current = new AsyncLocalStorage<Meter>();

/** Wraps Symbol.asyncIterator of groq-js's StaticValue and StreamValue, once per process. */
async function install(): Promise<void> {
  // groq-js exports these classes as types only: take them from values it returns.
  const samples = [await evaluate(parse('1')), await evaluate(parse('[1]'))];
  if (samples[0]?.type !== 'number' || samples[1]?.type !== 'stream') throw new Error('groq-js changed: cannot install the query budget');
  for (const sample of samples) {
    const proto = Object.getPrototypeOf(sample) as { [Symbol.asyncIterator]: (this: unknown) => AnyIterator };
    const original = proto[Symbol.asyncIterator];
    if (typeof original !== 'function') throw new Error('groq-js changed: values are not async iterable');
    proto[Symbol.asyncIterator] = function (this: unknown) {
      const iterator = original.call(this);
      const meter = current.getStore();
      return meter ? meter.wrap(iterator) : iterator;
    };
  }
}

let installed: Promise<void> | undefined;

/**
 * Runs one evaluation (evaluate and `.get()`, since groq-js streams lazily) within `budget`.
 * Over budget it throws a 400 `queryExecutionError` naming the limit.
 */
export async function withBudget<T>(budget: Budget, evaluation: () => Promise<T>): Promise<T> {
  await (installed ??= install());
  const meter = new Meter(budget);
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await current.run(meter, evaluation) };
  } catch (error) {
    outcome = { error };
  }
  const reason = meter.stopped;
  // Streams groq-js still fills in the background stop too: their result is no longer wanted.
  meter.stopped ??= 'finished';
  if (reason) {
    throw new LakeError(400, {
      error: {
        type: 'queryExecutionError',
        description: `Query too expensive: ${reason} (the limit ${budget.caller}). Narrow the filter, slice the result, or avoid nesting *[...] inside *[...]`,
      },
    });
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
