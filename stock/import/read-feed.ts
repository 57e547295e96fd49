import { csvToRows, CsvFormatError, parseCsv } from './csv';

/**
 * Reading a feed file: a JSON array of cars with the §3 field names, or CSV with the same
 * headers. Rows keep where they came from: CSV rows their physical line, JSON rows their
 * position in the array (index + 1, called "row").
 */

export type FeedFormat = 'json' | 'csv';

export interface FeedRow {
  /** CSV: the physical line the record starts on; JSON: array index + 1. */
  line: number;
  data: unknown;
  /** Problems found while reading the row (bad JSON in a CSV cell, wrong field count). */
  errors?: string[];
}

export interface ParsedFeed {
  format: FeedFormat;
  /** How `line` numbers are meant: 'line' (CSV, physical line) or 'row' (JSON, array index + 1). */
  locator: 'line' | 'row';
  rows: FeedRow[];
}

export type FeedFormatErrorCode = 'unreadable' | 'invalid-json' | 'not-array' | 'invalid-csv';

/** The file as a whole cannot be used: nothing is imported. */
export class FeedFormatError extends Error {
  constructor(
    readonly code: FeedFormatErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

/** 'line 12' for CSV, 'row 12' for JSON (array index + 1). */
export function describeLocation(locator: 'line' | 'row', line: number): string {
  return `${locator} ${line}`;
}

/** By extension; otherwise JSON when the text starts with `[` or `{`, else CSV. */
export function detectFeedFormat(fileName: string, text: string): FeedFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

export function parseFeedText(text: string, format: FeedFormat): ParsedFeed {
  if (format === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new FeedFormatError('invalid-json', `The file is not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(value)) {
      const kind = value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
      throw new FeedFormatError('not-array', `The feed must be a JSON array of cars ([{...}, ...]); this file holds ${kind}.`);
    }
    return { format, locator: 'row', rows: value.map((data, index) => ({ line: index + 1, data })) };
  }
  let document;
  try {
    document = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvFormatError) throw new FeedFormatError('invalid-csv', error.message);
    throw error;
  }
  const rows: FeedRow[] = csvToRows(document).map((row) => ({ line: row.line, data: row.data, ...(row.errors.length ? { errors: row.errors } : {}) }));
  for (const problem of document.problems) rows.push({ line: problem.line, data: null, errors: [`row: ${problem.message}`] });
  rows.sort((a, b) => a.line - b.line);
  return { format, locator: 'line', rows };
}

/** Reads and parses a feed file (Node only). */
export async function readFeedFile(path: string): Promise<ParsedFeed & { fileName: string }> {
  const { readFile } = await import('node:fs/promises');
  const { basename } = await import('node:path');
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new FeedFormatError('unreadable', `Cannot read ${path}: ${reason}.`);
  }
  return { ...parseFeedText(text, detectFeedFormat(path, text)), fileName: basename(path) };
}
