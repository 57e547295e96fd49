// Makes this Node process trust the lake's self-signed certificate, for every TLS client that
// uses Node's default CA list: node:https, node:http2, global fetch and the `undici` package
// behind @sanity/client's get-it. No NODE_TLS_REJECT_UNAUTHORIZED, no per-client options.
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import tls from 'node:tls';

/** Adds the PEM certificate at `certPemPath` to the process-wide default CA certificates. */
export function trustCertificate(certPemPath: string): void {
  const pem = readFileSync(certPemPath, 'utf8').trim();
  if (typeof tls.setDefaultCACertificates !== 'function') {
    throw new Error(`trustCertificate needs Node >= 22.19 / 24.5 (tls.setDefaultCACertificates); this is ${process.version}`);
  }
  const current = tls.getCACertificates('default');
  if (current.some((cert) => cert.trim() === pem)) return;
  tls.setDefaultCACertificates([...current, pem]);
}

/**
 * The base64 SHA-256 of the certificate's public key, for Chromium's
 * `--ignore-certificate-errors-spki-list=<this>`: trusts exactly this certificate in a test
 * browser (Playwright) without turning certificate checks off.
 */
export function spkiFingerprint(certPemPath: string): string {
  const cert = new X509Certificate(readFileSync(certPemPath, 'utf8'));
  const spki = cert.publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
