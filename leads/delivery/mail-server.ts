import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/**
 * The embedded SMTP server of the local default (README "Lead delivery"): the mail a dealer or a
 * shopper would get lands as `.eml` files in a folder, for the platform host's inbox page and for
 * tests. It takes any mail without authentication, so it listens on loopback only and refuses other
 * peers.
 */

export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface LocalMailServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** A loopback address; default 127.0.0.1. */
  host?: string;
  /** Where the .eml files go; created if missing. */
  folder: string;
  maxMessageBytes?: number;
}

export interface LocalMailServer {
  port: number;
  host: string;
  close(): Promise<void>;
}

function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return plain === 'localhost' || plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** The Message-ID of a raw message (its header block only), for the file name. */
function rawMessageId(raw: Buffer): string | undefined {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end === -1 ? Math.min(raw.length, 64 * 1024) : end).toString('latin1');
  return /^message-id:[ \t]*(.+)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
}

/** A file-name-safe form of a Message-ID. */
export function sanitiseMessageId(messageId: string | undefined): string {
  const safe = (messageId ?? '')
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._@-]/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 150);
  return safe || `no-message-id-${randomUUID()}`;
}

/** Writes the message under a new name: a repeat of the same Message-ID is kept, never overwritten. */
async function store(folder: string, raw: Buffer): Promise<string> {
  const base = `${Date.now()}-${sanitiseMessageId(rawMessageId(raw))}`;
  const temp = path.join(folder, `.${randomUUID()}.tmp`);
  // The folder may have been emptied (a test suite resetting its data folder) since the server started.
  await mkdir(folder, { recursive: true });
  await writeFile(temp, raw);
  try {
    for (let copy = 1; ; copy += 1) {
      const name = copy === 1 ? `${base}.eml` : `${base}-${copy}.eml`;
      try {
        // link() fails on an existing name, and readers see the file whole or not at all.
        await link(temp, path.join(folder, name));
        return name;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || copy > 100) throw error;
      }
    }
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startLocalMailServer(options: LocalMailServerOptions): Promise<LocalMailServer> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host)) throw new Error(`The local mail server takes mail without authentication, so it listens on loopback only, not ${host}`);
  const maxBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  const folder = path.resolve(options.folder);
  await mkdir(folder, { recursive: true });

  const server = new SMTPServer({
    name: 'localhost',
    banner: 'dealer platform local mail',
    secure: false,
    authOptional: true,
    // Loopback only: no TLS to offer, no accounts to log in to.
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    disableReverseLookup: true,
    logger: false,
    onConnect(session, callback) {
      callback(isLoopback(session.remoteAddress) ? null : smtpError('Local mail server: loopback clients only', 554));
    },
    onData(stream: SMTPServerDataStream, _session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxBytes) {
          callback(smtpError(`Message exceeds the ${maxBytes} byte limit`, 552));
          return;
        }
        store(folder, Buffer.concat(chunks)).then(
          (name) => callback(null, `Stored as ${name}`),
          () => callback(smtpError('Could not store the message, try again later', 451)),
        );
      });
    },
  });
  // Client errors (a dropped connection) must not crash the process.
  server.on('error', () => undefined);

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(options.port ?? 0, host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);

  return {
    port,
    host,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MailboxEntry {
  /** The .eml file name inside the folder. */
  file: string;
  messageId?: string;
  from: string;
  to: string;
  subject: string;
  date?: Date;
}

export interface MailboxMessage extends MailboxEntry {
  text: string;
  html?: string;
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(', ');
}

const HEAD_BYTES = 256 * 1024;

/** The header block of a stored message: enough for a summary without reading a large body. */
async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    const end = head.indexOf('\r\n\r\n');
    return end === -1 ? head : head.subarray(0, end + 4);
  } finally {
    await handle.close();
  }
}

function isMessageFile(name: string): boolean {
  return /^[A-Za-z0-9._@-]+\.eml$/.test(name) && !name.startsWith('.');
}

/** The stored messages, newest first (file names start with the time they arrived). */
export async function listMailbox(folder: string, options: { limit?: number } = {}): Promise<MailboxEntry[]> {
  const limit = options.limit ?? 50;
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names.filter(isMessageFile).sort().reverse().slice(0, Math.max(0, limit));
  const entries = await Promise.all(
    newest.map(async (file): Promise<MailboxEntry | null> => {
      try {
        const parsed = await simpleParser(await readHead(path.join(folder, file)), { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
        return { file, messageId: parsed.messageId, from: addressText(parsed.from), to: addressText(parsed.to), subject: parsed.subject ?? '', date: parsed.date };
      } catch {
        return null; // removed meanwhile, or unreadable: the listing goes on
      }
    }),
  );
  return entries.filter((entry): entry is MailboxEntry => entry !== null);
}

/** One stored message with its bodies, or null when there is no such file (names only, no paths). */
export async function readMailboxMessage(folder: string, file: string): Promise<MailboxMessage | null> {
  if (!isMessageFile(file) || path.basename(file) !== file) return null;
  let raw: Buffer;
  try {
    raw = await readFile(path.join(folder, file));
  } catch {
    return null;
  }
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  return {
    file,
    messageId: parsed.messageId,
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    subject: parsed.subject ?? '',
    date: parsed.date,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : undefined,
  };
}
