import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body';
import { sameSitePath } from './same-site-path';
import { secretEquals } from './secret-equals.mts';
import { malformedTextReason, MAX_JSON_DEPTH } from '@dealer/stock';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://riverside-kia.localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body streamed in chunks with no Content-Length, counting how much of it was pulled. */
function streamed(chunks: number, chunkBytes: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
  return { request: post(body), pulled: () => pulled };
}

describe('secretEquals (README "Holding under abuse": a secret check never throws and reveals no length)', () => {
  it.each([
    ['the secret', 'the secret', true],
    ['the secreT', 'the secret', false],
    ['', 'the secret', false],
    ['', '', false],
    ['the secret and more', 'the secret', false],
    // Same UTF-16 length as the secret, longer in bytes: timingSafeEqual on raw buffers threw here.
    ['the secreé', 'the secret', false],
    ['\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800', 'the secret', false],
  ])('%j against %j → %s', (given, secret, expected) => {
    expect(secretEquals(given, secret)).toBe(expected);
  });
});

describe('malformedTextReason (README "Holding under abuse": crafted text is a 400 at the door)', () => {
  const deep = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels));
  it.each([
    ['plain text', { name: 'Ana', tags: ['a', 'b'] }, null],
    ['a pair of surrogates (an emoji)', { name: 'Ana 🚗' }, null],
    ['a lone high surrogate in a value', { name: '\ud800' }, 'name: must be well-formed Unicode text (a lone surrogate was sent)'],
    ['a lone low surrogate in a key', { ['\udc00']: 1 }, 'a field name must be well-formed Unicode text'],
    ['a lone surrogate deep in an array', { a: [[{ b: 'x\ud800' }]] }, 'a.0.0.b: must be well-formed'],
    ['a NUL in a name', { name: 'Ana\u0000' }, 'name: must not contain a NUL character'],
    [`nesting of ${MAX_JSON_DEPTH} levels`, deep(MAX_JSON_DEPTH), null],
    ['a 3,000-deep array', deep(3000), ': nested more than 32 levels deep'],
  ])('%s', (_label, value, expected) => {
    const reason = malformedTextReason(value);
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toContain(expected);
  });
});

describe('readJsonBody (README "Holding under abuse": size is checked before the body is read)', () => {
  it('accepts JSON inside the limit', async () => {
    expect(await readJsonBody(post('{"a":1}'), 100, '{"a": 1}')).toEqual({ ok: true, value: { a: 1 }, text: '{"a":1}' });
  });
  it('refuses a declared Content-Length over the limit without reading', async () => {
    const result = await readJsonBody(post('{}', { 'content-length': '50000000' }), 1024, '{}');
    expect(result).toEqual({ ok: false, status: 413, message: 'Request body is larger than 1024 bytes.' });
  });
  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const { request, pulled } = streamed(50_000, 1024);
    const result = await readJsonBody(request, 16 * 1024, '{}');
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(pulled()).toBeLessThan(20);
  });
  it.each([
    ['not JSON', 'name=Ana', 'Body must be JSON: {"a": 1}.'],
    ['invalid UTF-8', new Uint8Array([0x7b, 0xc0, 0xaf, 0x7d]), 'Body must be UTF-8 text.'],
    ['a lone surrogate escape', '{"name":"\\ud800"}', 'name: must be well-formed Unicode text (a lone surrogate was sent)'],
    ['a NUL escape', '{"name":"A\\u0000"}', 'name: must not contain a NUL character'],
    ['an empty body', '', 'Body must be JSON: {"a": 1}.'],
  ])('answers 400 for %s', async (_label, body, message) => {
    expect(await readJsonBody(post(body), 1024, '{"a": 1}')).toEqual({ ok: false, status: 400, message });
  });
});

describe('sameSitePath (README "Holding under abuse": no open redirect)', () => {
  it.each([
    ['/cars/kia-ev9?x=1#top', '/cars/kia-ev9?x=1#top'],
    ['/', '/'],
    [null, '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/\tevil', '/'],
    ['javascript:alert(1)', '/'],
    ['evil.example', '/'],
  ])('%j → %j', (candidate, expected) => {
    expect(sameSitePath(candidate)).toBe(expected);
  });
});
