import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adfLeadFromEnquiry, adfReadableText, buildAdf, describeVehicle } from '../adf';
import { MAX_MESSAGE_BYTES, listMailbox, readMailboxMessage, startLocalMailServer, type LocalMailServer } from '../mail-server';
import { createSmtpSender, dealerLeadEmail, shopperConfirmationEmail, type SmtpSender } from './smtp';

let folder: string;
let server: LocalMailServer;
let sender: SmtpSender;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'leads-mail-'));
  server = await startLocalMailServer({ folder: path.join(folder, 'mail') });
  sender = createSmtpSender({ transport: { host: server.host, port: server.port, secure: false }, from: '"Dealer Platform leads" <leads@dealer-platform.test>' });
});

afterEach(async () => {
  sender.close();
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const leadId = '3f2b1c4d-0000-4000-8000-00000000abcd';
const lead = adfLeadFromEnquiry(
  { id: leadId, createdAt: new Date('2025-06-01T10:00:00Z'), name: 'Sam Ng', email: 'sam@example.com', phone: '0400 222 333', category: 'Test Drive', message: 'Saturday morning & "soon"' },
  { dealer: { name: 'Riverside Kia', email: 'sales@riverside-kia.example' }, provider: { name: 'Dealer Platform' }, car: { year: 2025, make: 'Kia', model: 'EV6', price: 72590, car_type: 'new' } },
);
const adf = buildAdf(lead);

function dealerEmail() {
  return dealerLeadEmail({ adf, readable: adfReadableText(lead), dealerName: 'Riverside Kia', to: 'sales@riverside-kia.example', leadId, about: describeVehicle(lead.vehicle), replyTo: 'sam@example.com' });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('SMTP channel through the local mail server', () => {
  it('delivers the dealer email: subject names the dealership, Message-ID is the lead, the plain body is the ADF', async () => {
    const result = await sender.sendMail(dealerEmail());
    expect(result).toMatchObject({ ok: true, code: '250', messageId: `<${leadId}.dealer-email@dealer-platform.test>` });

    const [entry, ...rest] = await listMailbox(path.join(folder, 'mail'));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      subject: 'New website lead for Riverside Kia: 2025 Kia EV6',
      messageId: `<${leadId}.dealer-email@dealer-platform.test>`,
      to: 'sales@riverside-kia.example',
    });
    expect(entry!.from).toContain('leads@dealer-platform.test');
    expect(entry!.file).toMatch(new RegExp(`^\\d{13}-${leadId}\\.dealer-email@dealer-platform\\.test\\.eml$`));

    const message = await readMailboxMessage(path.join(folder, 'mail'), entry!.file);
    expect(message!.text.trim()).toBe(adf.trim());
    expect(message!.html).toContain('Test drive for Riverside Kia');
    expect(message!.html).toContain('Saturday morning &amp; &quot;soon&quot;');
  });

  it('a repeat of the same lead keeps its Message-ID and is stored beside the first, not over it', async () => {
    expect((await sender.sendMail(dealerEmail())).ok).toBe(true);
    expect((await sender.sendMail(dealerEmail())).ok).toBe(true);
    const entries = await listMailbox(path.join(folder, 'mail'));
    expect(entries).toHaveLength(2);
    expect(new Set(entries.map((entry) => entry.messageId))).toEqual(new Set([`<${leadId}.dealer-email@dealer-platform.test>`]));
  });

  it('sends the shopper confirmation in the site words and colour, listed newest first', async () => {
    await sender.sendMail(dealerEmail());
    const confirmation = shopperConfirmationEmail({
      dealerName: 'Riverside Kia',
      shopperName: 'Sam',
      to: 'sam@example.com',
      texts: { subject: 'Thanks for your enquiry, {name}', greeting: 'Hi {name},', body: ['{dealer} has your request <b>and</b> will call you soon.'], signOff: 'The {dealer} team' },
      brandColour: '#bb162b',
      leadId,
      replyTo: 'sales@riverside-kia.example',
    });
    expect(await sender.sendMail(confirmation)).toMatchObject({ ok: true, messageId: `<${leadId}.shopper-email@dealer-platform.test>` });
    const entries = await listMailbox(path.join(folder, 'mail'));
    expect(entries.map((entry) => entry.subject)).toEqual(['Thanks for your enquiry, Sam', 'New website lead for Riverside Kia: 2025 Kia EV6']);
    expect(await listMailbox(path.join(folder, 'mail'), { limit: 1 })).toHaveLength(1);
    const message = await readMailboxMessage(path.join(folder, 'mail'), entries[0]!.file);
    expect(message!.text).toContain('Riverside Kia has your request <b>and</b> will call you soon.');
    expect(message!.html).toContain('background:#bb162b');
    expect(message!.html).toContain('&lt;b&gt;and&lt;/b&gt;');
    expect(shopperConfirmationEmail({ dealerName: 'D', shopperName: 'S', to: 's@x.test', texts: { subject: 's', greeting: 'g', body: 'b', signOff: 'o' }, brandColour: 'red;background:url(x)', leadId }).html).not.toContain('url(x)');
  });

  it('a subject cannot add headers', async () => {
    const email = { ...dealerEmail(), subject: 'Hi\r\nBcc: victim@example.com' };
    expect((await sender.sendMail(email)).ok).toBe(true);
    const [entry] = await listMailbox(path.join(folder, 'mail'));
    expect(entry!.subject).toBe('Hi Bcc: victim@example.com');
    const message = await readMailboxMessage(path.join(folder, 'mail'), entry!.file);
    expect(message!.to).toBe('sales@riverside-kia.example');
  });

  it('a server that refuses the message gives { ok: false } with the SMTP code (the size limit)', async () => {
    const small = await startLocalMailServer({ folder: path.join(folder, 'small'), maxMessageBytes: 1024 });
    const smallSender = createSmtpSender({ transport: { host: small.host, port: small.port }, from: 'leads@dealer-platform.test' });
    try {
      const result = await smallSender.sendMail({ ...dealerEmail(), text: 'x'.repeat(4096) });
      expect(result).toMatchObject({ ok: false, code: '552' });
      expect(await listMailbox(path.join(folder, 'small'))).toEqual([]);
    } finally {
      smallSender.close();
      await small.close();
    }
    expect(MAX_MESSAGE_BYTES).toBe(10 * 1024 * 1024);
  });

  it('an unreachable server (closed port) gives { ok: false } and never throws', async () => {
    const port = await closedPort();
    const down = createSmtpSender({ transport: { host: '127.0.0.1', port, connectionTimeout: 2000 }, from: 'leads@dealer-platform.test' });
    try {
      const result = await down.sendMail(dealerEmail());
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.code).toBeTruthy();
        expect(result.error).toBeTruthy();
      }
    } finally {
      down.close();
    }
  });

  it('listens on loopback only, and an empty or missing folder lists nothing', async () => {
    await expect(startLocalMailServer({ folder, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
    expect(await listMailbox(path.join(folder, 'missing'))).toEqual([]);
    expect(await readMailboxMessage(path.join(folder, 'mail'), '../secret.eml')).toBeNull();
    expect(await readdir(path.join(folder, 'mail'))).toEqual([]);
  });
});
