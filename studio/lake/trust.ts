// Makes this Node process trust the lake's self-signed certificate, for every TLS client that
// uses Node's default CA list: node:https, node:http2, global fetch and the `undici` package
// behind @sanity/client's get-it. No NODE_TLS_REJECT_UNAUTHORIZED, no per-client options.
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
