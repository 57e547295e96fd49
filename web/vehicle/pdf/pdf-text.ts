import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdf-lib writes it with the standard fonts, for tests (unit and end-to-end):
 * every stream of the file is read (inflated with zlib when its dictionary says /FlateDecode),
 * and the strings shown by the text operators (Tj, TJ, ' and ") inside BT ... ET blocks are
 * decoded from WinAnsi: hex strings `<48656C6C6F>` and literal strings `(Hello)`. One line per
 * operator, in the order the content streams draw them; wrapped sentences span lines, so compare
 * with whitespace collapsed (`pdfText(bytes).replace(/\s+/g, ' ')`). Not a general PDF reader:
 * no other filters, encodings or fonts.
 */
export function pdfText(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (const content of pdfStreams(bytes)) lines.push(...textOperators(content));
  return lines.join('\n');
}

/** The decoded contents of every stream that may hold page content (not images, object or xref streams). */
function pdfStreams(bytes: Uint8Array): Uint8Array[] {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const latin1 = file.toString('latin1');
  const streams: Uint8Array[] = [];
  const keyword = /\bstream(\r\n|\n|\r)/g;
  let match: RegExpExecArray | null;
  while ((match = keyword.exec(latin1))) {
    // A stream keyword follows its dictionary's closing >>; anything else is stream data.
    if (!/>>\s*$/.test(latin1.slice(Math.max(0, match.index - 64), match.index))) continue;
    const objectStart = latin1.lastIndexOf(' obj', match.index);
    const dictionary = latin1.slice(objectStart < 0 ? 0 : objectStart, match.index);
    const start = match.index + match[0].length;
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    let end = direct ? start + Number(direct[1]) : latin1.indexOf('endstream', start);
    if (end < start || end > latin1.length) end = latin1.indexOf('endstream', start);
    if (end < 0) break;
    keyword.lastIndex = end;
    if (/\/Subtype\s*\/Image|\/Type\s*\/(ObjStm|XRef)\b/.test(dictionary)) continue;
    const raw = file.subarray(start, end);
    if (/\/Filter\s*\[?\s*\/FlateDecode/.test(dictionary)) {
      try {
        streams.push(inflateSync(raw));
      } catch {
        // Not a stream this reader understands: skipped.
      }
    } else if (!/\/Filter/.test(dictionary)) {
      streams.push(raw);
    }
  }
  return streams;
}

/** WinAnsiEncoding's codes 0x80 to 0x9F (the rest of 0x20 to 0xFF is Latin-1). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '\u20ac', 0x82: '\u201a', 0x83: '\u0192', 0x84: '\u201e', 0x85: '\u2026', 0x86: '\u2020', 0x87: '\u2021',
  0x88: '\u02c6', 0x89: '\u2030', 0x8a: '\u0160', 0x8b: '\u2039', 0x8c: '\u0152', 0x8e: '\u017d',
  0x91: '\u2018', 0x92: '\u2019', 0x93: '\u201c', 0x94: '\u201d', 0x95: '\u2022', 0x96: '\u2013', 0x97: '\u2014',
  0x98: '\u02dc', 0x99: '\u2122', 0x9a: '\u0161', 0x9b: '\u203a', 0x9c: '\u0153', 0x9e: '\u017e', 0x9f: '\u0178',
};

const winAnsi = (codes: number[]) => codes.map((code) => WIN_ANSI_HIGH[code] ?? String.fromCharCode(code)).join('');

type Token = { kind: 'string'; codes: number[] } | { kind: 'number'; value: number } | { kind: 'open' } | { kind: 'close' } | { kind: 'word'; value: string };

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((character) => character.charCodeAt(0)));

/** A content stream's tokens: strings, numbers, array brackets and words (operators and names). */
function* tokens(data: Uint8Array): Generator<Token> {
  let at = 0;
  while (at < data.length) {
    const byte = data[at]!;
    if (WHITESPACE.has(byte)) {
      at++;
    } else if (byte === 0x25 /* % comment */) {
      while (at < data.length && data[at] !== 0x0a && data[at] !== 0x0d) at++;
    } else if (byte === 0x28 /* ( */) {
      const codes: number[] = [];
      let depth = 1;
      at++;
      while (at < data.length && depth > 0) {
        const c = data[at++]!;
        if (c === 0x5c /* \ */) {
          const next = data[at++];
          if (next === undefined) break;
          const escapes: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
          if (next >= 0x30 && next <= 0x37) {
            let octal = String.fromCharCode(next);
            while (octal.length < 3 && data[at] !== undefined && data[at]! >= 0x30 && data[at]! <= 0x37) octal += String.fromCharCode(data[at++]!);
            codes.push(parseInt(octal, 8) & 0xff);
          } else if (next === 0x0d || next === 0x0a) {
            if (next === 0x0d && data[at] === 0x0a) at++; // a line continuation
          } else {
            codes.push(escapes[next] ?? next);
          }
        } else if (c === 0x28) {
          depth++;
          codes.push(c);
        } else if (c === 0x29) {
          depth--;
          if (depth > 0) codes.push(c);
        } else {
          codes.push(c);
        }
      }
      yield { kind: 'string', codes };
    } else if (byte === 0x3c /* < */ && data[at + 1] === 0x3c) {
      at += 2;
      yield { kind: 'word', value: '<<' };
    } else if (byte === 0x3e /* > */ && data[at + 1] === 0x3e) {
      at += 2;
      yield { kind: 'word', value: '>>' };
    } else if (byte === 0x3c) {
      const end = data.indexOf(0x3e, at);
      const hex = Buffer.from(data.subarray(at + 1, end < 0 ? data.length : end)).toString('latin1').replace(/[^0-9a-fA-F]/g, '');
      const even = hex.length % 2 === 0 ? hex : `${hex}0`;
      const codes: number[] = [];
      for (let index = 0; index < even.length; index += 2) codes.push(parseInt(even.slice(index, index + 2), 16));
      at = end < 0 ? data.length : end + 1;
      yield { kind: 'string', codes };
    } else if (byte === 0x5b /* [ */) {
      at++;
      yield { kind: 'open' };
    } else if (byte === 0x5d /* ] */) {
      at++;
      yield { kind: 'close' };
    } else {
      const start = at;
      at++;
      while (at < data.length && !WHITESPACE.has(data[at]!) && !DELIMITERS.has(data[at]!)) at++;
      const value = Buffer.from(data.subarray(start, at)).toString('latin1');
      const number = Number(value);
      yield /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value) && Number.isFinite(number) ? { kind: 'number', value: number } : { kind: 'word', value };
    }
  }
}

/** The strings the text-showing operators of one content stream draw, one entry per operator. */
function textOperators(data: Uint8Array): string[] {
  const out: string[] = [];
  let inText = false;
  let operands: Token[] = [];
  let array: Token[] | null = null;
  for (const token of tokens(data)) {
    if (token.kind === 'open') {
      array = [];
    } else if (token.kind === 'close') {
      const items = array ?? [];
      array = null;
      operands.push({ kind: 'open' }, ...items, { kind: 'close' });
    } else if (array) {
      array.push(token);
    } else if (token.kind === 'word' && /^[A-Za-z'"*]/.test(token.value)) {
      const operator = token.value;
      if (operator === 'BT') inText = true;
      else if (operator === 'ET') inText = false;
      else if (inText && (operator === 'Tj' || operator === "'" || operator === '"')) {
        const last = operands.findLast((operand) => operand.kind === 'string');
        if (last?.kind === 'string') out.push(winAnsi(last.codes));
      } else if (inText && operator === 'TJ') {
        const open = operands.findLastIndex((operand) => operand.kind === 'open');
        let text = '';
        for (const item of operands.slice(open + 1)) {
          if (item.kind === 'string') text += winAnsi(item.codes);
          else if (item.kind === 'number' && item.value < -200) text += ' '; // a kerning gap as wide as a space
        }
        out.push(text);
      }
      operands = [];
    } else {
      operands.push(token);
    }
  }
  return out;
}
