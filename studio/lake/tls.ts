// The lake's TLS certificate: browsers only speak HTTP/2 over TLS, and the Studio needs HTTP/2
// (its many live streams exhaust HTTP/1.1's six connections per host). Generated on first start,
// kept in the data directory so that whoever trusted it keeps trusting it, and regenerated only
// when it is about to expire or lacks a name we serve.
import { randomBytes, X509Certificate } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface Certificate {
  cert: string;
  key: string;
  certPath: string;
  keyPath: string;
}

// `local.localhost` explicitly: the Studio calls https://<projectId>.localhost, and TLS clients
// (OpenSSL, curl, Node) refuse a wildcard directly above a single-label name like `*.localhost`.
const DNS_NAMES = ['localhost', 'local.localhost', '*.localhost'];
const IPS = ['127.0.0.1', '::1'];
/** Below Chromium's 398-day limit for server certificates. */
const VALID_DAYS = 397;
const RENEW_BEFORE_MS = 14 * 24 * 3600 * 1000;

export async function loadOrCreateCertificate(dataDir: string, log: (line: string) => void): Promise<Certificate> {
  const certPath = path.join(dataDir, 'cert.pem');
  const keyPath = path.join(dataDir, 'key.pem');
  const existing = await readPair(certPath, keyPath);
  if (existing && isUsable(existing.cert)) return { ...existing, certPath, keyPath };

  const notBeforeDate = new Date(Date.now() - 60_000); // tolerate small clock skew
  const notAfterDate = new Date(notBeforeDate.getTime() + VALID_DAYS * 24 * 3600 * 1000);
  // A unique subject per certificate: OpenSSL finds a trust anchor by subject name, so two
  // trusted lake certificates with the same name (two data directories) would shadow each other.
  const subject = [
    { name: 'commonName', value: 'localhost' },
    { name: 'organizationName', value: 'Local Content Lake' },
    { shortName: 'OU', value: randomBytes(8).toString('hex') },
  ];
  const pems = await generate(subject, {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [...DNS_NAMES.map((value) => ({ type: 2 as const, value })), ...IPS.map((ip) => ({ type: 7 as const, ip }))],
      },
    ],
  });
  // Key first: a cert.pem without its key.pem would be unusable.
  await writeFile(keyPath, pems.private, { mode: 0o600 });
  await writeFile(certPath, pems.cert, { mode: 0o644 });
  log(`lake: generated a TLS certificate for ${DNS_NAMES.join(', ')}, ${IPS.join(', ')} at ${certPath}`);
  return { cert: pems.cert, key: pems.private, certPath, keyPath };
}

async function readPair(certPath: string, keyPath: string): Promise<{ cert: string; key: string } | undefined> {
  try {
    return { cert: await readFile(certPath, 'utf8'), key: await readFile(keyPath, 'utf8') };
  } catch {
    return undefined;
  }
}

function isUsable(pem: string): boolean {
  try {
    const x509 = new X509Certificate(pem);
    const names = x509.subjectAltName ?? '';
    const hasAllNames = [...DNS_NAMES.map((n) => `DNS:${n}`), 'IP Address:127.0.0.1'].every((n) => names.includes(n));
    return hasAllNames && new Date(x509.validTo).getTime() - Date.now() > RENEW_BEFORE_MS;
  } catch {
    return false;
  }
}
