import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { passkeyChallenges, shopperPasskeys } from './schema';
import { createSession, type NewSession } from './sessions';

/**
 * Passkeys (README "Accounts, the watchlist, reservations and buying online", accounts): a shopper
 * signed in by email code adds a passkey on their account page, then signs in with it (their
 * device's fingerprint, face or PIN) instead of waiting for a code. WebAuthn's checks are
 * @simplewebauthn/server's; this file keeps the challenges and the credentials in our database, per
 * site.
 */

/** The site as WebAuthn's relying party: its host name (the passkey is bound to it) and the page origin. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** How long the browser has to answer a challenge. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type Passkey = typeof shopperPasskeys.$inferSelect;

export type PasskeyFailure = 'challenge-expired' | 'not-verified' | 'unknown-passkey' | 'already-added';

/** A UUID's 16 bytes: the WebAuthn user handle, so a passkey names its account without the email. */
const uuidBytes = (uuid: string) => new Uint8Array(Buffer.from(uuid.replace(/-/g, ''), 'hex'));

/** Keeps a challenge for one answer within the TTL; clears the expired ones on the way. */
async function keepChallenge(db: DatabaseExecutor, site: string, purpose: 'register' | 'sign-in', challenge: string, shopperId: string | null, now: Date): Promise<void> {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({ challenge, site, purpose, shopperId, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS) });
}

/**
 * Uses up a challenge: true once, for the site, purpose and shopper it was given to, before it
 * expires. The shopper is part of the match, so an answer sent by anyone else over it (another
 * shopper's registration, or a sign-in over a registration's) takes nothing: the challenge stays
 * for the one it was given to (README "Accounts, the watchlist, reservations and buying online").
 */
async function takeChallenge(db: DatabaseExecutor, site: string, purpose: 'register' | 'sign-in', challenge: string, shopperId: string | null, now: Date): Promise<boolean> {
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.site, site),
        eq(passkeyChallenges.purpose, purpose),
        shopperId === null ? isNull(passkeyChallenges.shopperId) : eq(passkeyChallenges.shopperId, shopperId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return taken.length === 1;
}

/** The challenge the browser signed, read from its clientDataJSON (or null for something else). */
function answeredChallenge(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(String(response.response?.clientDataJSON), 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

export async function listPasskeys(db: DatabaseExecutor, site: string, shopperId: string): Promise<Passkey[]> {
  return db.select().from(shopperPasskeys).where(and(eq(shopperPasskeys.site, site), eq(shopperPasskeys.shopperId, shopperId))).orderBy(desc(shopperPasskeys.createdAt));
}

/** What navigator.credentials.create() needs to make a passkey for this shopper on this site. */
export async function passkeyRegistrationOptions(db: DatabaseExecutor, site: string, shopper: { id: string; email: string }, rp: RelyingParty, now = new Date()): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(db, site, shopper.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: shopper.email,
    userID: uuidBytes(shopper.id),
    attestationType: 'none',
    // A passkey: kept on the authenticator (discoverable), so signing in needs no email first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    // The same authenticator twice would be one passkey listed twice.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
  });
  await keepChallenge(db, site, 'register', options.challenge, shopper.id, now);
  return options;
}

/** Checks the authenticator's answer and keeps the new passkey. */
export async function addPasskey(db: DatabaseExecutor, site: string, shopperId: string, response: RegistrationResponseJSON, rp: RelyingParty, now = new Date()): Promise<{ ok: true; passkey: Passkey } | { ok: false; reason: PasskeyFailure }> {
  const challenge = answeredChallenge(response);
  if (!challenge || !(await takeChallenge(db, site, 'register', challenge, shopperId, now))) return { ok: false, reason: 'challenge-expired' };
  let verified;
  try {
    verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true });
  } catch {
    return { ok: false, reason: 'not-verified' };
  }
  if (!verified.verified) return { ok: false, reason: 'not-verified' };
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const [passkey] = await db
    .insert(shopperPasskeys)
    .values({
      id: credential.id, shopperId, site, publicKey: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter,
      transports: credential.transports ?? [], deviceType: credentialDeviceType, backedUp: credentialBackedUp, createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return passkey ? { ok: true, passkey } : { ok: false, reason: 'already-added' };
}

/** What navigator.credentials.get() needs to sign in to this site with any of its passkeys. */
export async function passkeySignInOptions(db: DatabaseExecutor, site: string, rp: RelyingParty, now = new Date()): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No allowCredentials: the authenticator offers the passkeys it keeps for this site.
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await keepChallenge(db, site, 'sign-in', options.challenge, null, now);
  return options;
}

/**
 * Signs in with a passkey of this site: the challenge used once, the signature checked against the
 * stored public key, the counter moved on (a counter that goes back means a cloned authenticator,
 * which the library refuses). A passkey of another site is unknown here.
 */
export async function signInWithPasskey(db: DatabaseExecutor, site: string, response: AuthenticationResponseJSON, rp: RelyingParty, now = new Date()): Promise<{ ok: true; shopperId: string; session: NewSession } | { ok: false; reason: PasskeyFailure }> {
  const challenge = answeredChallenge(response);
  if (!challenge || !(await takeChallenge(db, site, 'sign-in', challenge, null, now))) return { ok: false, reason: 'challenge-expired' };
  const [passkey] = typeof response.id === 'string' ? await db.select().from(shopperPasskeys).where(and(eq(shopperPasskeys.site, site), eq(shopperPasskeys.id, response.id))) : [];
  if (!passkey) return { ok: false, reason: 'unknown-passkey' };
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true,
      credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: passkey.transports },
    });
  } catch {
    return { ok: false, reason: 'not-verified' };
  }
  if (!verified.verified) return { ok: false, reason: 'not-verified' };
  await db.update(shopperPasskeys).set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now }).where(eq(shopperPasskeys.id, passkey.id));
  return { ok: true, shopperId: passkey.shopperId, session: await createSession(db, site, passkey.shopperId, now) };
}

/** Removes one of the shopper's passkeys; false when it is not theirs on this site. */
export async function removePasskey(db: DatabaseExecutor, site: string, shopperId: string, id: string): Promise<boolean> {
  const removed = await db.delete(shopperPasskeys).where(and(eq(shopperPasskeys.site, site), eq(shopperPasskeys.shopperId, shopperId), eq(shopperPasskeys.id, id))).returning({ id: shopperPasskeys.id });
  return removed.length > 0;
}
