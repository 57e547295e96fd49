/**
 * A small, strict CSV reader for stock feeds (RFC 4180): comma-separated, fields optionally in
 * double quotes, `""` for a quote inside quotes, commas and newlines allowed inside quotes, CRLF,
 * LF or CR line ends, an optional UTF-8 byte-order mark. Each record keeps the physical line it
 * starts on, so an importer can point at the exact line of a bad row.
 */

export interface CsvRecord {
  /** 1-based physical line where the record starts (the header is line 1). */
  line: number;
  values: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export interface CsvDocument {
  headers: string[];
  records: CsvRecord[];
  /** Records that could not be read (unterminated quotes, stray characters, wrong field count). */
  problems: CsvProblem[];
}

export class CsvFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvFormatError';
  }
}

/** Splits CSV text into records; the first non-empty record is the header. */
export function parseCsv(text: string): CsvDocument {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const n = input.length;
  const endsField = (ch: string | undefined) => ch === ',' || ch === '\n' || ch === '\r';
  const raw: { line: number; values: string[]; problem?: string }[] = [];
  let line = 1;
  let i = 0;

  while (i < n) {
    const startLine = line;
    const values: string[] = [];
    let problem: string | undefined;
    for (;;) {
      // One field per pass.
      let field = '';
      if (input[i] === '"') {
        i++;
        let closed = false;
        while (i < n) {
          const quote = input.indexOf('"', i);
          const chunk = input.slice(i, quote === -1 ? n : quote);
          if (chunk.includes('\n') || chunk.includes('\r')) {
            // Line breaks inside quotes belong to the value; they still count as physical lines.
            line += (chunk.match(/\r\n|\r|\n/g) ?? []).length;
            field += chunk.replace(/\r\n?/g, '\n');
          } else {
            field += chunk;
          }
          if (quote === -1) {
            i = n;
            break;
          }
          if (input[quote + 1] === '"') {
            field += '"';
            i = quote + 2;
            continue;
          }
          i = quote + 1;
          closed = true;
          break;
        }
        if (!closed) problem ??= 'a quoted field is never closed (missing ")';
        else if (i < n && !endsField(input[i])) {
          problem ??= `unexpected ${JSON.stringify(input[i])} after a closing quote (a quote inside a field is written "")`;
          while (i < n && !endsField(input[i])) field += input[i++];
        }
      } else {
        let end = i;
        while (end < n && !endsField(input[end])) end++;
        field = input.slice(i, end);
        if (field.includes('"')) problem ??= 'a quote inside an unquoted field (quote the whole field and write the quote as "")';
        i = end;
      }
      values.push(field);
      if (i >= n) break;
      if (input[i] === ',') {
        i++;
        continue;
      }
      i += input[i] === '\r' && input[i + 1] === '\n' ? 2 : 1; // end of the record
      line++;
      break;
    }
    raw.push({ line: startLine, values, problem });
  }

  const isBlank = (values: string[]) => values.length === 1 && values[0] === '';
  const records = raw.filter((record) => !isBlank(record.values));
  const header = records.shift();
  if (!header) throw new CsvFormatError('The CSV file is empty: it needs a header line with the §3 field names.');
  if (header.problem) throw new CsvFormatError(`line ${header.line}: the header cannot be read: ${header.problem}`);
  const headers = header.values.map((h) => h.trim());
  const seen = new Set<string>();
  for (const [index, name] of headers.entries()) {
    if (!name) throw new CsvFormatError(`line ${header.line}: column ${index + 1} of the header has no name`);
    if (seen.has(name)) throw new CsvFormatError(`line ${header.line}: the header names "${name}" twice`);
    seen.add(name);
  }

  const result: CsvDocument = { headers, records: [], problems: [] };
  for (const record of records) {
    if (record.problem) result.problems.push({ line: record.line, message: record.problem });
    else if (record.values.length !== headers.length)
      result.problems.push({ line: record.line, message: `the row has ${record.values.length} fields, the header has ${headers.length}` });
    else result.records.push({ line: record.line, values: record.values });
  }
  return result;
}

/** Top-level §3 fields whose CSV cells hold JSON (arrays and objects), also under dotted headers. */
export const jsonCsvFields = new Set([
  'images',
  'thumbnails',
  'payment_processors',
  'standardEquipment',
  'finance_lenders',
  'variant',
  'specifications',
  'autograb_data',
  'location',
]);

export interface CsvRow {
  line: number;
  data: Record<string, unknown>;
  /** Cells that could not be turned into values ("field: reason"). */
  errors: string[];
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): string | null {
  let node = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const existing = node[key];
    if (existing === undefined) node[key] = {};
    else if (typeof existing !== 'object' || existing === null || Array.isArray(existing)) return `${path.slice(0, i + 1).join('.')} is both a value and an object`;
    node = node[key] as Record<string, unknown>;
  }
  const leaf = path[path.length - 1]!;
  const existing = node[leaf];
  if (existing !== undefined && typeof existing === 'object' && existing !== null && !Array.isArray(existing) && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    node[leaf] = { ...(existing as object), ...(value as object) };
  } else {
    node[leaf] = value;
  }
  return null;
}

/**
 * Turns CSV records into feed rows with the §3 field names. Dotted headers build nested objects
 * (`location.name`, `location.address.city`, `finance_lenders.taurus.paymentWeek`); a cell of an
 * array or object field (see `jsonCsvFields`) that starts with `[` or `{` is JSON; an empty cell
 * means "not given", so the field's default applies. Every other cell stays text: the Car schema
 * converts numbers and flags (`true`/`false`, `1`/`0`, `yes`/`no`).
 */
export function csvToRows(document: CsvDocument): CsvRow[] {
  const paths = document.headers.map((header) => header.split('.').map((part) => part.trim()));
  return document.records.map((record) => {
    const data: Record<string, unknown> = {};
    const errors: string[] = [];
    record.values.forEach((cell, index) => {
      if (cell === '') return;
      const path = paths[index]!;
      const header = document.headers[index]!;
      let value: unknown = cell;
      const trimmed = cell.trim();
      if (jsonCsvFields.has(path[0]!) && (trimmed.startsWith('[') || trimmed.startsWith('{'))) {
        try {
          value = JSON.parse(trimmed);
        } catch (error) {
          errors.push(`${header}: not valid JSON (${(error as Error).message})`);
          return;
        }
      }
      const problem = setPath(data, path, value);
      if (problem) errors.push(`${header}: ${problem}`);
    });
    return { line: record.line, data, errors };
  });
}

/** One CSV field: quoted when it holds a comma, a quote, a line break or surrounding spaces. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text (CRLF line ends, as RFC 4180) from a header and rows of cells. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * A feed as CSV with the §3 headers: scalars as text, arrays and objects as JSON, null and absent
 * values as empty cells. `csvToRows(parseCsv(carsToCsv(cars)))` gives the same cars back.
 */
export function carsToCsv(cars: readonly object[]): string {
  const headers: string[] = [];
  const seen = new Set<string>();
  for (const car of cars) {
    for (const key of Object.keys(car)) {
      if (seen.has(key)) continue;
      seen.add(key);
      headers.push(key);
    }
  }
  const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  return toCsv(headers, cars.map((car) => headers.map((key) => cell((car as Record<string, unknown>)[key]))));
}
