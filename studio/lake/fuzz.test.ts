// Fuzzing in CI (DESIGN.md "Rules that hold everywhere": no input produces a 5xx): property tests
// over the lake's query and mutate endpoints. Whatever is sent (GROQ built from GROQ's own tokens,
// any `$param` JSON, any URL encoding, any JSON body, mutation-shaped objects with random fields,
// with or without the token), the answer is never a 5xx, and a mutation answered 4xx (or a dry run)
// leaves the dataset as it was. A failure prints fast-check's shrunk counterexample, its seed, and
// the lake's own log of the failure (its stack).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';

// The same inputs on every run, so CI never passes or fails on luck; FUZZ_SEED=random (or a number) explores others.
if (process.env.FUZZ_SEED !== 'random') fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED ?? 20261124) });

let dir: string;
let lake: Lake;
let ca: string;
let current: http2.ClientHttp2Session | undefined;
let lastRequest = '';
const goaways: string[] = [];
const logLines: string[] = [];

/** A small dataset with every kind of id the lake distinguishes, and references between documents. */
const SEED = [
  { _id: 'page-1', _type: 'page', site: 'alpha', title: 'Home', slug: { current: 'home' }, body: [{ _key: 'a', _type: 'block', text: 'Hello' }], n: 1 },
  { _id: 'page-2', _type: 'page', site: 'beta', title: 'About', slug: { current: 'about' }, tags: ['x', 'y'], n: 2.5 },
  { _id: 'drafts.page-1', _type: 'page', site: 'alpha', title: 'Home (draft)', n: 3 },
  { _id: 'versions.r1.page-2', _type: 'page', site: 'beta', title: 'About (release)' },
  { _id: 'post-1', _type: 'post', title: 'News', author: { _type: 'reference', _ref: 'person-1' }, publishedAt: '2025-01-01T00:00:00Z' },
  { _id: 'person-1', _type: 'person', name: 'Ana' },
  { _id: 'settings.alpha', _type: 'settings', site: 'alpha', phones: { new: '02 9000 0000' } },
  { _id: 'weak-1', _type: 'post', title: 'Weak', other: { _type: 'reference', _ref: 'page-2', _weak: true } },
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-fuzz-'));
  const seed = path.join(dir, 'seed.ndjson');
  await writeFile(seed, SEED.map((doc) => JSON.stringify(doc)).join('\n'));
  // Tighter evaluation bounds than the defaults keep one expensive generated query from taking seconds.
  lake = await startLake({
    dataDir: path.join(dir, 'lake'),
    port: 0,
    host: '127.0.0.1',
    seedFiles: [seed],
    log: (line) => logLines.push(line),
    limits: { anonymous: { steps: 100_000, evaluationMs: 1_000 }, token: { steps: 200_000, evaluationMs: 1_000 } },
  });
  ca = await readFile(lake.caCertPath, 'utf8');
});

afterAll(async () => {
  // Destroyed, not closed: a connection whose client still owes the rest of a refused body keeps
  // lake.close() waiting (reported with this file); the fuzzing sends such bodies.
  current?.destroy();
  await lake?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** The HTTP/2 connection to the lake, opened again if the last one went away. */
function session(): http2.ClientHttp2Session {
  if (current && !current.closed && !current.destroyed) return current;
  const opened = http2.connect(`https://127.0.0.1:${lake.port}`, { ca, servername: 'localhost' });
  opened.on('error', () => undefined);
  opened.on('goaway', (code) => {
    goaways.push(`GOAWAY ${code} after ${lastRequest}`);
    if (current === opened) current = undefined;
  });
  current = opened;
  return opened;
}

/** One HTTP/2 request with an exact :path (fetch would normalise it). */
function h2(method: string, pathname: string, headers: Record<string, string> = {}, body?: string | Uint8Array): Promise<Answer> {
  return new Promise((resolve, reject) => {
    lastRequest = `${method} ${pathname}`;
    const stream = session().request({ ':method': method, ':path': pathname, ...headers }, { endStream: body === undefined });
    let status = 0;
    const chunks: Buffer[] = [];
    stream.on('response', (received) => (status = Number(received[':status'])));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString() }));
    stream.on('error', (error) => (status ? resolve({ status, body: Buffer.concat(chunks).toString() }) : reject(new Error(`${method} ${pathname}: ${error.message}; ${goaways.join('; ')}`))));
    if (body !== undefined) stream.end(body);
  });
}

const auth = (): Record<string, string> => ({ authorization: `Bearer ${lake.token}` });

/** The whole dataset as the token holder sees it (drafts and versions included): count and every revision. */
async function datasetState(): Promise<{ count: number; revisions: string }> {
  const query = encodeURIComponent('{"count": count(*), "revisions": *|order(_id asc){_id, _rev}}');
  const answer = await h2('GET', `/v2025-02-19/data/query/production?query=${query}&perspective=raw`, auth());
  expect(answer.status, answer.body).toBe(200);
  const { result } = JSON.parse(answer.body) as { result: { count: number; revisions: unknown } };
  return { count: result.count, revisions: JSON.stringify(result.revisions) };
}

/** Fails with the request, the answer and what the lake logged when the answer is a 5xx. */
async function expectNo5xx(method: string, pathname: string, headers: Record<string, string>, body?: string | Uint8Array): Promise<Answer> {
  const logged = logLines.length;
  const answer = await h2(method, pathname, headers, body);
  const sent = `${method} ${pathname} ${JSON.stringify({ ...headers, ...(headers.authorization ? { authorization: headers.authorization === auth().authorization ? 'Bearer <token>' : headers.authorization } : {}) })} ${body === undefined ? '' : typeof body === 'string' ? JSON.stringify(body.slice(0, 400)) : `bytes[${[...body.slice(0, 60)].join(',')}]`}`;
  expect(answer.status, `${sent}\n-> ${answer.status} ${answer.body.slice(0, 400)}\nlake log:\n${logLines.slice(logged).join('\n')}`).toBeLessThan(500);
  expect(answer.status, `${sent}: no answer`).toBeGreaterThanOrEqual(200);
  return answer;
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/** One UTF-16 unit or code point of any kind: every code point, lone surrogates, NUL and JSON's special characters. */
const anyChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '"', '\\', '\n', '%', '+', '&', '#', '=', '$', '\ufeff') },
);
const anyString = (maxLength = 40) => fc.string({ unit: anyChar, maxLength });
/** Text a URL can carry (no lone surrogates: they cannot be percent-encoded), with URL syntax characters. */
const urlText = (maxLength = 12) => fc.string({ unit: fc.oneof({ weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }, { weight: 1, arbitrary: fc.constantFrom('%', '&', '=', '+', '#', '?', '/', '$', ' ') }), maxLength });
const anyJson = fc.jsonValue({ maxDepth: 4, stringUnit: anyChar });
const nestedArray = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: anyJson },
  { weight: 2, arbitrary: anyString() },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>('', '\ud800', 'a\u0000b', 'x'.repeat(3_000), '__proto__', 'constructor', true, null, 0, -1, 0.5, 1e308, 2 ** 53 + 2, [], {}, [[]], JSON.parse('{"__proto__": {"polluted": 1}}')),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map(nestedArray) },
);

const attribute = fc.constantFrom('_id', '_type', '_rev', '_key', '_ref', 'site', 'title', 'n', 'tags', 'slug.current', 'body', 'author', 'name', 'missing', '__proto__', 'constructor', '"quoted"', '@', '^');
const literal = fc.oneof(
  fc.constantFrom('1', '-1', '0.5', '1e400', '-0', '9007199254740993', 'true', 'false', 'null', '"page"', '"alpha"', "'x'", '"\\ud800"', '"\\u0000"', '""', '[]', '{}', '[1, "a", null]'),
  anyString(8).map((text) => JSON.stringify(text)),
);
const param = fc.constantFrom('$p', '$q', '$missing', '$__proto__', '$1', '$');
const functionName = fc.constantFrom(
  'count', 'defined', 'coalesce', 'select', 'length', 'lower', 'upper', 'now', 'references', 'dateTime', 'round', 'string', 'order', 'score', 'boost',
  'identity', 'path', 'global::count', 'array::unique', 'array::join', 'array::compact', 'math::sum', 'math::avg', 'math::max', 'string::split', 'string::startsWith',
  'pt::text', 'geo::distance', 'text::query', 'sanity::projectId', 'sanity::versionOf', 'sanity::partOfRelease', 'delta::changedAny', 'diff::changedAny', 'nope::nope', 'dateTime::now',
);

/** Well-formed GROQ (mostly), built as a tree: filters, projections, slices, orderings, functions, dereferences. */
const { groq } = fc.letrec<{ groq: string }>((tie) => ({
  groq: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    attribute,
    param,
    fc.constant('*'),
    tie('groq').map((filter) => `*[${filter}]`),
    fc.tuple(tie('groq'), fc.constantFrom('==', '!=', '<', '<=', '>', '>=', '&&', '||', 'in', 'match', '+', '-', '*', '/', '%', '**', '=>', '..', '...'), tie('groq')).map(([a, op, b]) => `${a} ${op} ${b}`),
    tie('groq').map((inner) => `!${inner}`),
    tie('groq').map((inner) => `(${inner})`),
    tie('groq').map((inner) => `-${inner}`),
    fc.tuple(functionName, fc.array(tie('groq'), { maxLength: 3 })).map(([name, args]) => `${name}(${args.join(', ')})`),
    fc.tuple(tie('groq'), tie('groq')).map(([base, index]) => `${base}[${index}]`),
    fc.tuple(tie('groq'), fc.integer({ min: -3, max: 5 }), fc.integer({ min: -3, max: 5 }), fc.constantFrom('..', '...')).map(([base, from, to, dots]) => `${base}[${from}${dots}${to}]`),
    fc.tuple(tie('groq'), fc.array(fc.oneof(attribute, fc.tuple(fc.string({ maxLength: 5 }), tie('groq')).map(([key, value]) => `${JSON.stringify(key)}: ${value}`), fc.constant('...')), { maxLength: 4 })).map(([base, fields]) => `${base}{${fields.join(', ')}}`),
    fc.tuple(tie('groq'), attribute, fc.constantFrom('asc', 'desc', '')).map(([base, by, direction]) => `${base} | order(${by} ${direction})`),
    fc.tuple(tie('groq'), tie('groq')).map(([base, by]) => `${base} | score(${by})`),
    fc.tuple(tie('groq'), attribute).map(([base, name]) => `${base}.${name}`),
    tie('groq').map((base) => `${base}->`),
    tie('groq').map((base) => `${base}[]`),
    tie('groq').map((inner) => `*[_type == "page"]{"x": ^.${inner}}`),
    fc.tuple(tie('groq'), tie('groq')).map(([a, b]) => `select(${a} => ${b}, ${a})`),
  ),
}));
const groqToken = fc.constantFrom(
  '*', '[', ']', '(', ')', '{', '}', ',', ':', '.', '..', '...', '->', '|', '=>', '==', '!=', '&&', '||', '!', '<', '>', '+', '-', '**', '^', '@', '$p', '$', '"', "'",
  '"s"', '1', '1.5e3', 'true', 'null', '_type', '_id', 'title', 'in', 'match', 'asc', 'desc', 'order', 'count', 'defined', 'select', 'score', 'coalesce', 'references',
  'text::query', 'pt::text', '::', '// note\n', '/*', '*/', '\\', '\u0000', '\ud800', ' ', '\n', '#', '%', '&',
);
/** Query text: well-formed trees, token soup, deep nesting, long and odd text. */
const anyQuery = fc.oneof(
  { weight: 5, arbitrary: groq },
  { weight: 3, arbitrary: fc.array(groqToken, { maxLength: 25 }).chain((tokens) => fc.constantFrom(' ', '').map((separator) => tokens.join(separator))) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3_000 }).chain((depth) => fc.constantFrom(`${'('.repeat(depth)}1${')'.repeat(depth)}`, `${'['.repeat(depth)}${']'.repeat(depth)}`, `*${'[0]'.repeat(depth)}`, `count(${'*['.repeat(Math.min(depth, 60))}true${']'.repeat(Math.min(depth, 60))})`, `${'!'.repeat(depth)}true`, `*{${'"a": {'.repeat(Math.min(depth, 200))}${'}'.repeat(Math.min(depth, 200))}}`)) },
  { weight: 1, arbitrary: anyString(60) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'count(*)', '*[_type == $p]', `count(*)${' '.repeat(20_000)}`, '*[0..2]{...}', '*[_id in path("**")]', '*[@ match text::query($q)]', '[@, _id] match text::query("hello -x*")') },
);
const paramValue = fc.oneof(anyJson, oddValue);
const paramsWith = (key: fc.Arbitrary<string>) => fc.dictionary(fc.oneof({ weight: 3, arbitrary: fc.constantFrom('p', 'q', 'ids', '__proto__', 'constructor', '') }, { weight: 1, arbitrary: key }), paramValue, { maxKeys: 4 });
const params = paramsWith(anyString(6));
const version = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('v2025-02-19', 'v1', 'vX', 'v2021-03-25', 'v2025-02-18', 'v9999-99-99') }, { weight: 1, arbitrary: fc.constantFrom('v2025-02-19x', 'v', 'V1', 'v2025-2-19') });
const dataset = fc.oneof({ weight: 8, arbitrary: fc.constant('production') }, { weight: 1, arbitrary: fc.constantFrom('staging', '', 'production.', 'PRODUCTION', '%70roduction', '..', 'production%00') });
const perspective = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('published', 'drafts', 'previewDrafts', 'raw', 'r1,drafts', 'r1', 'drafts,published', '') }, { weight: 1, arbitrary: fc.constantFrom('raw,drafts', ' , ', 'no such', '%ZZ', 'r1;drop', '__proto__') });
const token = fc.constantFrom<'token' | 'none' | 'wrong' | 'malformed'>('token', 'token', 'token', 'token', 'none', 'none', 'none', 'wrong', 'malformed');
const tokenHeaders = (which: 'token' | 'none' | 'wrong' | 'malformed'): Record<string, string> =>
  which === 'token' ? auth() : which === 'wrong' ? { authorization: `Bearer ${lake.token.slice(1)}x` } : which === 'malformed' ? { authorization: 'Bearer' } : {};

/** How a URL component is written: properly encoded, raw (only what :path cannot carry escaped), or mangled. */
const encoding = fc.constantFrom<'component' | 'uri' | 'raw' | 'double' | 'plus' | 'mangled'>('component', 'component', 'component', 'component', 'uri', 'raw', 'double', 'plus', 'mangled');
function encode(text: string, how: 'component' | 'uri' | 'raw' | 'double' | 'plus' | 'mangled'): string {
  const safe = (value: string) => value.replace(/[^\x21-\x7e]|[#?]/gu, (c) => (c.isWellFormed() ? encodeURIComponent(c) : '%ED%A0%80'));
  switch (how) {
    case 'component':
      return text.isWellFormed() ? encodeURIComponent(text) : safe(text);
    case 'uri':
      return text.isWellFormed() ? safe(encodeURI(text)) : safe(text);
    case 'raw':
      return safe(text);
    case 'double':
      return text.isWellFormed() ? encodeURIComponent(encodeURIComponent(text)) : safe(text);
    case 'plus':
      return safe(text).replaceAll('%20', '+').replaceAll(' ', '+');
    case 'mangled':
      return `${safe(text)}%${['', 'Z', 'ZZ', 'c0%af', 'ed%a0%80', 'ff', '2'][text.length % 7]}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

describe('fuzzing the lake query endpoint (never a 5xx)', () => {
  it('GET /vX/data/query/{dataset}: any GROQ, any $params, any perspective, any URL encoding', { timeout: 120_000 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(version, dataset, anyQuery, paramsWith(urlText(6)), fc.option(perspective, { nil: undefined }), encoding, token, fc.array(fc.tuple(urlText(6), urlText(12)), { maxLength: 2 }), async (v, name, query, values, view, how, who, extra) => {
        const search = [
          `query=${encode(query, how)}`,
          ...Object.entries(values).map(([key, value]) => `${encode(`$${key}`, how)}=${encode(JSON.stringify(value) ?? 'undefined', how)}`),
          ...(view === undefined ? [] : [`perspective=${encode(view, how)}`]),
          ...extra.map(([key, value]) => `${encode(key, how)}=${encode(value, how)}`),
        ].join('&');
        const target = `/${v}/data/query/${encode(name, how)}?${search}`;
        // Over HTTP/2's header list limit (64 KiB) a request is refused by the protocol layer, before the lake sees it; long queries are POSTed below.
        fc.pre(target.length < 60_000);
        const { status } = await expectNo5xx('GET', target, tokenHeaders(who));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
      { numRuns: 1500 },
    );
    // Enough queries are well-formed to be evaluated, not only refused.
      expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(20);
  });

  it('GET with raw $param values that are not JSON, and odd query-string shapes', { timeout: 60_000 }, async () => {
    const rawValue = fc.oneof(urlText(20), fc.constantFrom('', 'abc', "'x'", '{', '1e400', 'NaN', 'undefined', '"\\ud800"', '[1,]', '%ZZ', '%', '+'));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.oneof(fc.constantFrom('$p', '$', 'query', 'perspective', '$__proto__', 'returnQuery', 'tag'), urlText(5)), rawValue), { maxLength: 5 }), encoding, token, async (pairs, how, who) => {
        const search = pairs.map(([key, value]) => `${encode(key, how)}=${encode(value, how)}`).join('&');
        await expectNo5xx('GET', `/v2025-02-19/data/query/production?query=count(*)&${search}`, tokenHeaders(who));
      }),
      { numRuns: 400 },
    );
  });

  it('POST /vX/data/query/{dataset}: any body, {query, params, perspective} of any shape', { timeout: 120_000 }, async () => {
    const body = fc.oneof(
      { weight: 5, arbitrary: fc.record({ query: fc.oneof({ weight: 5, arbitrary: anyQuery }, { weight: 1, arbitrary: oddValue }), params: fc.oneof({ weight: 4, arbitrary: params }, { weight: 1, arbitrary: oddValue }), perspective: fc.oneof(perspective, oddValue) }, { requiredKeys: ['query'] }).map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
      { weight: 1, arbitrary: anyString(100) },
      { weight: 1, arbitrary: fc.constantFrom<string | Uint8Array>('', ' ', '{', 'null', '[]', '{"query": 1}', '{"query": "count(*)", "params": []}', '{"query": "count(*)", "params": null}', '{"query":"\\ud800"}', '{"__proto__": {"query": "1"}}', `{"query": "count(*)", "pad": "${'x'.repeat(70_000)}"}`, new Uint8Array([0xed, 0xa0, 0x80]), new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d])) },
    );
    await fc.assert(
      fc.asyncProperty(version, dataset, body, token, fc.option(perspective, { nil: undefined }), fc.constantFrom('application/json', 'text/plain', ''), async (v, name, sent, who, view, type) => {
        const search = view === undefined ? '' : `?perspective=${encodeURIComponent(view)}`;
        await expectNo5xx('POST', `/${v}/data/query/${encodeURIComponent(name)}${search}`, { ...tokenHeaders(who), ...(type ? { 'content-type': type } : {}) }, sent);
      }),
      { numRuns: 1000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

const documentId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SEED.map((doc) => doc._id), 'fuzz-a', 'fuzz-b', 'drafts.fuzz-a', 'versions.r1.fuzz-a', 'drafts.', 'x.') },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,20}$/) },
  { weight: 1, arbitrary: fc.constantFrom('', '-x', 'a'.repeat(129), 'a b', 'drafts.drafts.x', 'versions.', 'versions.r1.', '../x', '*', 'a/b', '\u0000', '\ud800', '__proto__', 'constructor') },
  { weight: 1, arbitrary: anyString(10) },
);
const fieldPath = fc.oneof(
  fc.constantFrom('title', 'n', 'tags', 'tags[0]', 'tags[-1]', 'body[_key=="a"].text', 'body[0]', 'slug.current', 'a.b.c', 'list[]', '_id', '_type', '_rev', '_createdAt', '__proto__', 'constructor.prototype.x', '..', '[', 'tags[1:2]', 'tags[..]', '*', 'x[_key==$k]'),
  anyString(10),
);
const fieldValue = fc.oneof(
  { weight: 3, arbitrary: anyJson },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ _type: 'reference', _ref: 'person-1' }, { _type: 'reference', _ref: 'nope' }, { _type: 'reference', _ref: 'page-2', _weak: true }, { _ref: 'page-1', _strengthenOnPublish: { type: 'page' } }, [{ _type: 'reference', _ref: 'missing', _key: 'k' }], [{ a: 1 }, { a: 2 }]) },
  { weight: 1, arbitrary: oddValue },
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom('title', 'n', 'tags', 'site', '_rev', '_createdAt', '_updatedAt', 'ref', '__proto__', '_key'), anyString(8)), fieldValue, { maxKeys: 4 });
const document = fc.tuple(fc.option(documentId, { nil: undefined }), fc.oneof({ weight: 5, arbitrary: fc.constantFrom('page', 'post', 'fuzz') }, { weight: 1, arbitrary: oddValue }), fields).map(([id, type, rest]) => ({ ...rest, ...(id === undefined ? {} : { _id: id }), _type: type }));
const selection = fc.oneof(
  { weight: 4, arbitrary: documentId.map((id) => ({ id })) },
  { weight: 2, arbitrary: fc.record({ query: fc.oneof(fc.constantFrom('*[_type == "fuzz"]', '*[_id == $id]', '*[_type == $t][0]', '*[false]', '*[_type == "person"]', 'count(*)', '*[_type == "page"]{_id}'), fc.array(groqToken, { maxLength: 8 }).map((tokens) => tokens.join(' '))), params: fc.oneof(fc.record({ id: documentId, t: fc.constantFrom('fuzz', 'page') }), oddValue) }, { requiredKeys: ['query'] }) },
  { weight: 1, arbitrary: fc.record({ id: oddValue, query: oddValue }, { requiredKeys: [] }) },
);
const patchOperations = fc.record(
  {
    set: fc.oneof({ weight: 12, arbitrary: fc.dictionary(fieldPath, fieldValue, { maxKeys: 3 }) }, { weight: 1, arbitrary: oddValue }),
    setIfMissing: fc.oneof({ weight: 12, arbitrary: fc.dictionary(fieldPath, fieldValue, { maxKeys: 2 }) }, { weight: 1, arbitrary: oddValue }),
    unset: fc.oneof({ weight: 12, arbitrary: fc.array(fieldPath, { maxLength: 3 }) }, { weight: 1, arbitrary: oddValue }),
    inc: fc.oneof({ weight: 12, arbitrary: fc.dictionary(fieldPath, fc.oneof(fc.double(), fc.integer()), { maxKeys: 2 }) }, { weight: 1, arbitrary: oddValue }),
    dec: fc.oneof({ weight: 12, arbitrary: fc.dictionary(fieldPath, fc.integer(), { maxKeys: 2 }) }, { weight: 1, arbitrary: oddValue }),
    insert: fc.oneof(
      { weight: 12, arbitrary: fc.tuple(fc.constantFrom('before', 'after', 'replace'), fieldPath, fc.array(fieldValue, { maxLength: 3 })).map(([where, at, items]) => ({ [where]: at, items })) },
      { weight: 1, arbitrary: fc.record({ before: fieldPath, after: fieldPath, items: oddValue }, { requiredKeys: [] }) },
      { weight: 1, arbitrary: oddValue },
    ),
    diffMatchPatch: fc.oneof({ weight: 12, arbitrary: fc.dictionary(fieldPath, fc.oneof(fc.constantFrom('@@ -1 +1,2 @@\n H\n+X\n', '@@ -1,4 +1,4 @@\n-Home\n+Away\n', '@@ garbage', ''), anyString(20)), { maxKeys: 2 }) }, { weight: 1, arbitrary: oddValue }),
    ifRevisionID: fc.oneof({ weight: 6, arbitrary: fc.string({ maxLength: 10 }) }, { weight: 1, arbitrary: oddValue }),
  },
  { requiredKeys: [] },
).chain((operations) => fc.oneof({ weight: 8, arbitrary: fc.constant(operations) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom('unknownOperation', 'merge', '__proto__'), oddValue).map(([key, value]) => ({ ...operations, [key]: value })) }));
const mutation: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom('create', 'createOrReplace', 'createIfNotExists'), fc.oneof({ weight: 6, arbitrary: document }, { weight: 1, arbitrary: oddValue })).map(([kind, doc]) => ({ [kind]: doc })) },
  { weight: 3, arbitrary: selection.map((target) => ({ delete: target })) },
  { weight: 8, arbitrary: fc.tuple(selection, patchOperations).map(([target, operations]) => ({ patch: { ...target, ...operations } })) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('create', 'patch', 'delete', 'createSquare', '', '__proto__'), oddValue, { minKeys: 0, maxKeys: 3 }) },
  { weight: 1, arbitrary: oddValue },
);
const mutateBody = fc.oneof(
  { weight: 8, arbitrary: fc.record({ mutations: fc.oneof({ weight: 10, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) }, { weight: 1, arbitrary: oddValue }), transactionId: fc.oneof({ weight: 10, arbitrary: fc.stringMatching(/^[a-zA-Z0-9._-]{1,20}$/) }, { weight: 1, arbitrary: oddValue }) }, { requiredKeys: ['mutations'] }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 100 }) },
  { weight: 1, arbitrary: fc.constantFrom<string | Uint8Array>('', '{', '{"mutations": []}', '{"mutations": {}}', '{"mutations": null}', '{"mutations": [null]}', '[]', '{"mutations":[{"create":{"_id":"\\ud800","_type":"x"}}]}', '{"mutations":[{"create":{"_id":"nul-1","_type":"x","t":"\\u0000"}}]}', `{"mutations": ${JSON.stringify(nestedArray(3_000))}}`) },
);
const mutateSearch = fc.record({ dryRun: fc.constantFrom('true', 'false', '1', ''), returnDocuments: fc.constantFrom('true', 'false'), autoGenerateArrayKeys: fc.constantFrom('true', 'false'), transactionId: fc.oneof({ weight: 10, arbitrary: fc.stringMatching(/^[a-zA-Z0-9._-]{1,20}$/) }, { weight: 1, arbitrary: urlText(8) }), visibility: fc.constantFrom('sync', 'async', 'deferred') }, { requiredKeys: [] });

describe('fuzzing the lake mutate endpoint (never a 5xx; a refused or dry-run transaction changes nothing)', () => {
  it('POST /vX/data/mutate/{dataset}: mutation-shaped bodies with random fields, with and without the token', { timeout: 180_000 }, async () => {
    const statuses = new Map<number, number>();
    let state = await datasetState();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('v2025-02-19', 'v1', 'vX'), dataset, mutateBody, mutateSearch, fc.oneof({ weight: 6, arbitrary: fc.constant('token' as const) }, { weight: 1, arbitrary: token }), async (v, name, body, query, who) => {
        const search = new URLSearchParams(query).toString();
        const before = state;
        const answer = await expectNo5xx('POST', `/${v}/data/mutate/${encodeURIComponent(name)}${search ? `?${search}` : ''}`, { ...tokenHeaders(who), 'content-type': 'application/json' }, body);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        state = await datasetState();
        const dryRun = ['true', '1'].includes(query.dryRun ?? '');
        if (answer.status >= 400 || dryRun) expect(state, `${answer.status}${dryRun ? ' dry run' : ''} ${answer.body.slice(0, 300)} changed the dataset`).toEqual(before);
      }),
      { numRuns: 1000 },
    );
    // Enough transactions are committed for the dataset to move, not only be refused.
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(10);
  });

  it('the lake still answers and its log holds no failure after all of the above', async () => {
    expect(JSON.parse((await h2('GET', '/v2025-02-19/data/query/production?query=1%2B1')).body)).toMatchObject({ result: 2 });
    expect(logLines.filter((line) => / failed/.test(line))).toEqual([]);
    expect(goaways).toEqual([]);
  });
});
