/**
 * The figures `bench:cluster` prints from the requests its shoppers sent (README "Running many
 * instances"): requests per second, latency percentiles and failures, over the whole run or a
 * window of it (after an instance was killed). A failure is what a shopper would see go wrong: an
 * answer that is not 2xx or 3xx, or no answer at all (status 0: refused, reset, timed out).
 */

export type RequestKind = 'home' | 'search page' | 'api search' | 'vehicle' | 'enquiry';

export interface RequestRecord {
  kind: RequestKind;
  /** When it was sent, in ms since the epoch (Date.now()), so it compares with the time of a kill. */
  sentAt: number;
  ms: number;
  /** The HTTP status, 0 when no answer came. */
  status: number;
  /** What went wrong, for a failure: the status line or the socket error. */
  error?: string;
}

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** A few failures, to say what they were. */
  examples: string[];
}

export const failed = (record: RequestRecord): boolean => !(record.status >= 200 && record.status < 400);

/** The value at quantile `q` (0 to 1) by nearest rank; NaN for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The figures of `records` sent during `seconds` of load. */
export function loadFigures(records: readonly RequestRecord[], seconds: number): LoadFigures {
  const failures = records.filter(failed);
  const latencies = records.filter((record) => !failed(record)).map((record) => record.ms);
  return {
    requests: records.length,
    perSecond: seconds > 0 ? records.length / seconds : Number.NaN,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failures: failures.length,
    examples: [...new Set(failures.map((record) => `${record.kind}: ${record.error ?? record.status}`))].slice(0, 3),
  };
}

/** The failed requests sent at or after `from` (ms since the epoch). */
export function failuresSince(records: readonly RequestRecord[], from: number): RequestRecord[] {
  return records.filter((record) => record.sentAt >= from && failed(record));
}

/** A plain-text table, as the other benches print theirs. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((_, column) => Math.max(header[column]!.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
