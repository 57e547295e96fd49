import { generateSiteFeed } from '@dealer/demo';
import { describe, expect, it } from 'vitest';
import { parseCar } from '../car/car';
import { carsToCsv, csvToRows, CsvFormatError, parseCsv, toCsv } from './csv';
import { detectFeedFormat, FeedFormatError, parseFeedText } from './read-feed';

describe('parseCsv (RFC 4180)', () => {
  it.each([
    { name: 'plain fields', text: 'a,b\n1,2\n', records: [{ line: 2, values: ['1', '2'] }] },
    { name: 'no newline at the end', text: 'a,b\n1,2', records: [{ line: 2, values: ['1', '2'] }] },
    { name: 'commas inside quotes', text: 'a,b\n"x, y",2\n', records: [{ line: 2, values: ['x, y', '2'] }] },
    { name: 'escaped quotes', text: 'a,b\n"He said ""hi""",""""\n', records: [{ line: 2, values: ['He said "hi"', '"'] }] },
    { name: 'an empty quoted field', text: 'a,b\n"",x\n', records: [{ line: 2, values: ['', 'x'] }] },
    { name: 'empty fields and a trailing comma', text: 'a,b,c\n,,\n1,2,\n', records: [{ line: 2, values: ['', '', ''] }, { line: 3, values: ['1', '2', ''] }] },
    {
      name: 'newlines inside quotes keep physical line numbers',
      text: 'a,b\n"line one\nline two\nline three",x\nnext,y\n',
      records: [{ line: 2, values: ['line one\nline two\nline three', 'x'] }, { line: 5, values: ['next', 'y'] }],
    },
    { name: 'CRLF line ends (and CRLF inside quotes becomes \\n)', text: 'a,b\r\n"p\r\nq",2\r\n3,4\r\n', records: [{ line: 2, values: ['p\nq', '2'] }, { line: 4, values: ['3', '4'] }] },
    { name: 'old Mac CR line ends', text: 'a,b\r1,2\r3,4', records: [{ line: 2, values: ['1', '2'] }, { line: 3, values: ['3', '4'] }] },
    { name: 'a UTF-8 byte-order mark', text: '\uFEFFa,b\n1,2\n', headers: ['a', 'b'], records: [{ line: 2, values: ['1', '2'] }] },
    { name: 'blank lines are skipped, numbering continues', text: 'a,b\n\n1,2\n\n\n3,4\n', records: [{ line: 3, values: ['1', '2'] }, { line: 6, values: ['3', '4'] }] },
    { name: 'headers are trimmed', text: ' a , b \n1,2', headers: ['a', 'b'], records: [{ line: 2, values: ['1', '2'] }] },
    { name: 'unicode text', text: 'a,b\nBrisbane’s “best”,é\n', records: [{ line: 2, values: ['Brisbane’s “best”', 'é'] }] },
  ])('$name', ({ text, records, headers }) => {
    const document = parseCsv(text);
    expect(document.problems).toEqual([]);
    expect(document.records).toEqual(records);
    if (headers) expect(document.headers).toEqual(headers);
  });

  it.each([
    { name: 'a quote inside an unquoted field', text: 'a,b\nab"c,2\n3,4\n', line: 2, message: /quote inside an unquoted field/ },
    { name: 'text after a closing quote', text: 'a,b\n"ab"c,2\n3,4\n', line: 2, message: /after a closing quote/ },
    { name: 'too few fields', text: 'a,b\n1\n3,4\n', line: 2, message: 'the row has 1 fields, the header has 2' },
    { name: 'too many fields', text: 'a,b\n1,2,3\n3,4\n', line: 2, message: 'the row has 3 fields, the header has 2' },
  ])('reports $name on its line and keeps reading', ({ text, line, message }) => {
    const document = parseCsv(text);
    expect(document.problems).toHaveLength(1);
    expect(document.problems[0]!.line).toBe(line);
    expect(document.problems[0]!.message).toMatch(message);
    expect(document.records).toEqual([{ line: 3, values: ['3', '4'] }]);
  });

  it('an unterminated quote is reported on the line where it starts', () => {
    const document = parseCsv('a,b\n1,2\n"open,3\n4,5\n');
    expect(document.records).toEqual([{ line: 2, values: ['1', '2'] }]);
    expect(document.problems).toEqual([{ line: 3, message: 'a quoted field is never closed (missing ")' }]);
  });

  it.each([
    ['an empty file', '', /empty/],
    ['only blank lines', '\n\n\r\n', /empty/],
    ['a duplicate header', 'id,make,id\n', /names "id" twice/],
    ['an unnamed column', 'id,,make\n', /column 2 of the header has no name/],
  ])('rejects %s as a whole', (_name, text, message) => {
    expect(() => parseCsv(text)).toThrow(CsvFormatError);
    expect(() => parseCsv(text)).toThrow(message);
  });

  it('toCsv quotes what needs quoting and parseCsv reads it back', () => {
    const rows = [['plain', 'with, comma', 'with "quote"', 'multi\nline', ' padded ', '']];
    expect(parseCsv(toCsv(['a', 'b', 'c', 'd', 'e', 'f'], rows)).records[0]!.values).toEqual(rows[0]);
  });
});

describe('csvToRows: §3 field names, dotted headers and JSON cells', () => {
  it('builds nested objects from dotted headers, parses JSON in array/object fields, skips empty cells', () => {
    const text = [
      'id,make,location.name,location.address.postcode,images,finance_lenders.taurus.paymentWeek,finance_lenders.taurus.disclaimer,badge,dealercomments',
      'a1,Kia,Riverside Kia - Sales,4064,"[{""image_url"":""/x.png""}]",120,Indicative only,,[Sale] great car|one owner',
    ].join('\n');
    const [row] = csvToRows(parseCsv(text));
    expect(row).toEqual({
      line: 2,
      errors: [],
      data: {
        id: 'a1',
        make: 'Kia',
        location: { name: 'Riverside Kia - Sales', address: { postcode: '4064' } },
        images: [{ image_url: '/x.png' }],
        finance_lenders: { taurus: { paymentWeek: '120', disclaimer: 'Indicative only' } },
        dealercomments: '[Sale] great car|one owner', // text fields are never read as JSON
      },
    });
  });

  it.each([
    ['bad JSON in an array field', 'id,images\na,"[{""broken"""\n', /^images: not valid JSON/],
    ['a value and an object under the same name', 'id,location,location.name\na,x,y\n', /^location.name: location is both a value and an object/],
  ])('reports %s as a row error', (_name, text, message) => {
    const [row] = csvToRows(parseCsv(text));
    expect(row!.errors).toHaveLength(1);
    expect(row!.errors[0]).toMatch(message);
  });

  it('a JSON object cell and dotted cells for the same field merge', () => {
    const [row] = csvToRows(parseCsv('id,location,location.name\na,"{""slug"":""s""}",Name\n'));
    expect(row!.data.location).toEqual({ slug: 's', name: 'Name' });
  });

  it('round trip: a generated feed written as CSV parses back to the same cars', () => {
    const cars = generateSiteFeed('southern-cross-motors', { now: new Date('2026-11-20T00:00:00Z') }).slice(0, 60);
    const feed = parseFeedText(carsToCsv(cars), 'csv');
    expect(feed.locator).toBe('line');
    expect(feed.rows).toHaveLength(60);
    for (const [i, row] of feed.rows.entries()) {
      expect(row.errors).toBeUndefined();
      const parsed = parseCar(row.data);
      expect(parsed.ok ? parsed.car : parsed.errors).toEqual(cars[i]);
    }
    // Dealer comments and multi-line cells keep later lines honest: row i starts after any line breaks.
    expect(feed.rows[0]!.line).toBe(2);
  });
});

describe('parseFeedText and detectFeedFormat', () => {
  it.each([
    ['feed.json', 'x', 'json'],
    ['feed.CSV', '[', 'csv'],
    ['feed.txt', '  [{"id":1}]', 'json'],
    ['feed', '\uFEFFid,make', 'csv'],
  ])('%s with %j is %s', (name, text, format) => {
    expect(detectFeedFormat(name, text)).toBe(format);
  });

  it('JSON rows are numbered by array index + 1 ("row")', () => {
    const feed = parseFeedText('[{"id":"a"},{"id":"b"}]', 'json');
    expect(feed).toEqual({ format: 'json', locator: 'row', rows: [{ line: 1, data: { id: 'a' } }, { line: 2, data: { id: 'b' } }] });
  });

  it.each([
    ['{"cars": []}', 'not-array', 'this file holds an object'],
    ['"text"', 'not-array', 'this file holds a string'],
    ['null', 'not-array', 'this file holds null'],
    ['[{"id": 1},', 'invalid-json', 'The file is not valid JSON'],
  ])('JSON %s is rejected as a whole (%s)', (text, code, message) => {
    try {
      parseFeedText(text, 'json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FeedFormatError);
      expect((error as FeedFormatError).code).toBe(code);
      expect((error as Error).message).toContain(message);
    }
  });

  it('CSV rows that cannot be read become row errors at their line, in order', () => {
    const feed = parseFeedText('id,make\na,Kia\nb"x,Kia\nc,Kia\n', 'csv');
    expect(feed.rows.map((r) => [r.line, r.errors?.[0] ?? null])).toEqual([
      [2, null],
      [3, expect.stringMatching(/^row: a quote inside an unquoted field/)],
      [4, null],
    ]);
  });
});
