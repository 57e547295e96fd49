import { send } from './post-json';

/**
 * The browser's half of passkeys (README "Accounts, the watchlist, reservations and buying
 * online"): ask the server for a challenge, let the browser's passkey prompt answer it
 * (@simplewebauthn/browser, loaded only when a shopper asks, so no page pays for it up front), and
 * send the answer back. Each returns the server's 2xx body or the message to show (a refusal's
 * problem `detail`).
 */
export type CeremonyResult = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

export interface CeremonyMessages {
  failed: string;
  /** The shopper closed the prompt, or it timed out. */
  cancelled: string;
}

/** True where this browser can make and use passkeys. */
export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
  return browserSupportsWebAuthn();
}

/** The prompt's own failure in words: closing it is the shopper's choice, not an error. */
function promptFailure(error: unknown, messages: CeremonyMessages): CeremonyResult {
  const name = (error as { name?: unknown } | null)?.name;
  return { ok: false, message: name === 'NotAllowedError' || name === 'AbortError' ? messages.cancelled : messages.failed };
}

async function ceremony(optionsPath: string, answerPath: string, prompt: (options: never) => Promise<unknown>, messages: CeremonyMessages): Promise<CeremonyResult> {
  const asked = await send(optionsPath, {}, messages.failed);
  if (!asked.ok) return asked;
  let credential: unknown;
  try {
    credential = await prompt(asked.body.options as never);
  } catch (error) {
    return promptFailure(error, messages);
  }
  return send(answerPath, { credential }, messages.failed);
}

/** Makes a passkey on this device for the signed-in shopper. */
export async function addPasskeyHere(messages: CeremonyMessages): Promise<CeremonyResult> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return ceremony('/api/account/passkeys/options', '/api/account/passkeys', (optionsJSON) => startRegistration({ optionsJSON }), messages);
}

/** Signs in with a passkey this device keeps for this site: `{signedIn, needsPhone}` on success. */
export async function signInWithPasskeyHere(messages: CeremonyMessages): Promise<CeremonyResult> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return ceremony('/api/account/passkey-sign-in/options', '/api/account/passkey-sign-in', (optionsJSON) => startAuthentication({ optionsJSON }), messages);
}
