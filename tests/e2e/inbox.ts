// The local mail server's inbox as a shopper or dealer reads it (every message kept as .eml in
// mailDir), and signing in with the code it holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { mailDir } from './stack';

/** A raw message with its quoted-printable soft breaks and escapes decoded. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every stored message, decoded. */
function allMail(): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) => decoded(readFileSync(join(mailDir, name), 'utf8')));
}

/** The stored emails that mention a text, e.g. a lead id. */
export const mailsWith = (text: string): string[] => allMail().filter((raw) => raw.includes(text));

/** Every message mailed to `to`. */
export const mailTo = (to: string): string[] => allMail().filter((raw) => raw.includes(`To: ${to}`));

/** The newest six-digit sign-in code mailed to `to`. */
export function codeMailedTo(to: string): string | undefined {
  return mailTo(to).map((raw) => /^Subject: .*sign-in code: (\d{6})/m.exec(raw)?.[1]).filter(Boolean).at(-1) ?? undefined;
}

/** On the sign-in page: the email, the code from the inbox, and (when asked) the phone. */
export async function signIn(page: Page, email: string, phone?: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect.poll(() => codeMailedTo(email), { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(codeMailedTo(email)!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (phone) {
    await page.getByLabel('Mobile number', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
}
