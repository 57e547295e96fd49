/**
 * A page rendered with a per-request nonce (search and vehicle pages: README "Holding under abuse")
 * kept by the front door and answered many times: its nonce would be the same in every answer, and
 * a nonce known in advance protects nothing. So the kept copy's policy lists the SHA-256 hashes of
 * the inline scripts that carried the render's nonce (Next's and React's own, the script loader's),
 * instead of the nonce, with 'strict-dynamic' kept: the scripts those load still run, and a script
 * injected into the page (which never carries the nonce, so has no hash listed) is still blocked.
 * Same protection, same bytes in every answer, so they are compressed once.
 */
import { createHash } from 'node:crypto';

/** The nonce of a policy (`'nonce-…'` in script-src), if it has one. */
export function policyNonce(policy: string): string | undefined {
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

/**
 * The hashes (`'sha256-…'`) of the inline scripts of `html` that carry `nonce`, in order, without
 * repeats; or null when a script loaded by address carries it (it would need the nonce: such a page
 * is not kept), except a `nomodule` one.
 */
export function hashesOfNoncedScripts(html: string, nonce: string): string[] | null {
  const hashes = new Set<string>();
  const nonceAttribute = new RegExp(`\\snonce=(?:"${escapeRegExp(nonce)}"|'${escapeRegExp(nonce)}'|${escapeRegExp(nonce)}(?=\\s|/|$))`);
  let at = html.indexOf('<script');
  while (at !== -1) {
    const openEnd = html.indexOf('>', at);
    if (openEnd === -1) break;
    const attributes = html.slice(at + '<script'.length, openEnd);
    const close = html.indexOf('</script', openEnd);
    if (close === -1) break;
    if (/^[\s>]|^$/.test(html.slice(at + '<script'.length, at + '<script'.length + 1)) && nonceAttribute.test(attributes)) {
      if (/\ssrc\s*=/.test(attributes)) {
        // Next's `nomodule` polyfills: browsers that know 'strict-dynamic' know modules and skip them;
        // older ones ignore 'strict-dynamic' and load them by 'self'.
        if (/\snomodule\b/i.test(attributes)) {
          at = html.indexOf('<script', close);
          continue;
        }
        return null;
      }
      hashes.add(`'sha256-${createHash('sha256').update(html.slice(openEnd + 1, close), 'utf8').digest('base64')}'`);
    }
    at = html.indexOf('<script', close);
  }
  return [...hashes];
}

/**
 * `policy` with its `'nonce-…'` source replaced by `hashes`. With none, 'strict-dynamic' alone
 * (which ignores 'self') lets no script run, as the nonce policy would for a page without one.
 */
export function policyWithHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(/ ?'nonce-[^']+'/, hashes.length ? ` ${hashes.join(' ')}` : '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
