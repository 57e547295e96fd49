import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashesOfNoncedScripts, policyNonce, policyWithHashes } from './nonce-to-hashes.mts';

const sha = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

describe('a nonce policy turned into hashes for a kept page (nonce-to-hashes.mts)', () => {
  it.each([
    ['Next’s inline scripts with the render’s nonce', '<script nonce="N1">self.__next_f.push([0])</script><script nonce="N1">a()</script>', [sha('self.__next_f.push([0])'), sha('a()')]],
    ['the same script twice is listed once', '<script nonce="N1">a()</script><script nonce="N1">a()</script>', [sha('a()')]],
    ['an injected script (no nonce) gets no hash', '<script nonce="N1">a()</script><p><script>alert(1)</script></p>', [sha('a()')]],
    ['a script with another nonce (a guess) gets no hash', '<script nonce="N2">alert(1)</script>', []],
    ['a data block without the nonce (JSON-LD) is not listed', '<script type="application/ld+json">{"@type":"Car"}</script>', []],
    ['an unquoted nonce', '<script nonce=N1>b()</script>', [sha('b()')]],
    ['a <scripts> tag is no script', '<scripts nonce="N1">c()</script>', []],
    ['Next’s nomodule polyfill (skipped by every browser that knows strict-dynamic) needs no hash', '<script src="/_next/static/chunks/p.js" noModule="" nonce="N1"></script><script nonce="N1">a()</script>', [sha('a()')]],
    ['non-ASCII text is hashed as UTF-8', '<script nonce="N1">t("Café — 5★")</script>', [sha('t("Café — 5★")')]],
  ])('%s', (_name, html, hashes) => expect(hashesOfNoncedScripts(html, 'N1')).toEqual(hashes));

  it('a script loaded by address with the nonce cannot be kept (it would need the nonce)', () => {
    expect(hashesOfNoncedScripts('<script nonce="N1" src="/_next/static/chunks/a.js" async></script>', 'N1')).toBeNull();
  });

  it.each([
    ["script-src 'self' 'nonce-N1' 'strict-dynamic'; object-src 'none'", ["'sha256-a'", "'sha256-b'"], "script-src 'self' 'sha256-a' 'sha256-b' 'strict-dynamic'; object-src 'none'"],
    // No inline script: 'strict-dynamic' alone lets none run, as the nonce would for such a page.
    ["script-src 'self' 'nonce-N1' 'strict-dynamic'", [], "script-src 'self' 'strict-dynamic'"],
  ])('%s with %j → %s', (policy, hashes, expected) => {
    expect(policyNonce(policy)).toBe('N1');
    expect(policyWithHashes(policy, hashes)).toBe(expected);
    expect(policyNonce(policyWithHashes(policy, hashes))).toBeUndefined();
  });
});
