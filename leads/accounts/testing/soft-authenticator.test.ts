import { describe, expect, it } from 'vitest';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { createSoftAuthenticator } from './soft-authenticator';

const rpID = 'riverside-kia.localhost';
const origin = 'http://riverside-kia.localhost:3100';
// Another tenant of the same deployment: the realistic "wrong site" for a passkey.
const otherRpID = 'sunnyside-ford.localhost';
const otherOrigin = 'http://sunnyside-ford.localhost:3100';
const userID = new TextEncoder().encode('shopper-ava');

const registrationOptions = (overrides: Partial<Parameters<typeof generateRegistrationOptions>[0]> = {}) =>
  generateRegistrationOptions({ rpName: 'Riverside Kia', rpID, userName: 'ava@example.com', userID, ...overrides });

/** Registers one passkey and verifies it the way the RP will, returning what the RP would store. */
async function registered() {
  const authenticator = createSoftAuthenticator();
  const options = await registrationOptions();
  const response = authenticator.register(options, origin);
  const result = await verifyRegistrationResponse({ response, expectedChallenge: options.challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true });
  if (!result.verified) throw new Error('registration did not verify');
  const credential: WebAuthnCredential = { ...result.registrationInfo.credential };
  return { authenticator, options, response, result, credential };
}

describe('soft authenticator: registration', () => {
  it('makes a discoverable ES256 credential that verifyRegistrationResponse accepts', async () => {
    const { authenticator, options, response, result } = await registered();
    expect(result.verified).toBe(true);
    const info = result.registrationInfo!;
    expect(info.credential.id).toBe(response.id);
    expect(info.credential.publicKey).toBeInstanceOf(Uint8Array);
    expect(info.credential.counter).toBe(0);
    expect(info.credential.transports).toEqual(['internal']);
    expect(info).toMatchObject({ fmt: 'none', userVerified: true, credentialDeviceType: 'singleDevice', credentialBackedUp: false, rpID, origin });
    expect(response.response.publicKeyAlgorithm).toBe(-7);
    expect(authenticator.credentials).toEqual([{ id: response.id, rpId: rpID, userHandle: options.user.id, counter: 0 }]);
  });

  // The library throws (rather than returning verified: false) for each of these.
  it.each([
    { what: 'a wrong origin', answerAt: otherOrigin, verifyWith: { rpID }, error: /Unexpected registration response origin/ },
    { what: 'a wrong challenge', answerAt: origin, verifyWith: { rpID, challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }, error: /Unexpected registration response challenge/ },
    { what: 'a different RP ID', answerAt: origin, verifyWith: { rpID: otherRpID }, error: /Unexpected RP ID hash/ },
  ])('is rejected for $what', async ({ answerAt, verifyWith: expected, error }) => {
    const options = await registrationOptions();
    const response = createSoftAuthenticator().register(options, answerAt);
    await expect(
      verifyRegistrationResponse({ response, expectedChallenge: expected.challenge ?? options.challenge, expectedOrigin: origin, expectedRPID: expected.rpID, requireUserVerification: true }),
    ).rejects.toThrow(error);
  });

  it('refuses, like a browser, options without ES256 or excluding a credential it already holds', async () => {
    const { authenticator, credential } = await registered();
    const rsaOnly = await registrationOptions({ supportedAlgorithmIDs: [-257] });
    expect(() => createSoftAuthenticator().register(rsaOnly, origin)).toThrow(/does not allow ES256/);
    const excluding = await registrationOptions({ excludeCredentials: [{ id: credential.id }] });
    expect(() => authenticator.register(excluding, origin)).toThrow(/excludeCredentials/);
  });
});

describe('soft authenticator: authentication', () => {
  it('signs in discoverably and with allowCredentials, the counter growing each time', async () => {
    const { authenticator, options: regOptions, credential } = await registered();
    const ceremonies = [
      { how: 'discoverable (allowCredentials empty)', allowCredentials: [] },
      { how: 'allowCredentials naming the credential', allowCredentials: [{ id: credential.id, transports: ['internal' as const] }] },
      { how: 'discoverable again', allowCredentials: [] },
    ];
    for (const { how, allowCredentials } of ceremonies) {
      const options = await generateAuthenticationOptions({ rpID, allowCredentials, userVerification: 'required' });
      const response = authenticator.authenticate(options, origin);
      expect(response.response.userHandle, how).toBe(regOptions.user.id);
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: options.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential,
        requireUserVerification: true,
      });
      expect(verified, how).toBe(true);
      expect(authenticationInfo.newCounter, how).toBe(credential.counter + 1);
      expect(authenticationInfo).toMatchObject({ credentialID: credential.id, userVerified: true, rpID, origin });
      // Store the new counter as the RP must; the next ceremony then checks it grows past it.
      credential.counter = authenticationInfo.newCounter;
    }
    expect(authenticator.credentials[0]?.counter).toBe(3);
  });

  // Everything about the response is right except the one thing named.
  it.each([
    { what: 'a wrong origin', answerAt: otherOrigin, verifyWith: { rpID }, error: /Unexpected authentication response origin/ },
    { what: 'a wrong challenge', answerAt: origin, verifyWith: { rpID, challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }, error: /Unexpected authentication response challenge/ },
    { what: 'a different RP ID', answerAt: origin, verifyWith: { rpID: otherRpID }, error: /Unexpected RP ID hash/ },
  ])('is rejected for $what', async ({ answerAt, verifyWith: expected, error }) => {
    const { authenticator, credential } = await registered();
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
    const response = authenticator.authenticate(options, answerAt);
    await expect(
      verifyAuthenticationResponse({
        response,
        expectedChallenge: expected.challenge ?? options.challenge,
        expectedOrigin: origin,
        expectedRPID: expected.rpID,
        credential,
        requireUserVerification: true,
      }),
    ).rejects.toThrow(error);
  });

  it('is not verified against another credential’s public key (the signature really is checked)', async () => {
    const { authenticator } = await registered();
    const { credential: someoneElse } = await registered();
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
    const response = authenticator.authenticate(options, origin);
    const result = await verifyAuthenticationResponse({ response, expectedChallenge: options.challenge, expectedOrigin: origin, expectedRPID: rpID, credential: someoneElse, requireUserVerification: true });
    expect(result.verified).toBe(false);
  });

  it.each([
    { what: 'it holds no credentials at all', fresh: true, rpId: rpID, allow: [] as string[], error: /no credential for RP ID "riverside-kia.localhost" matching a discoverable credential/ },
    { what: 'its credential is for another RP ID', fresh: false, rpId: otherRpID, allow: [], error: /no credential for RP ID "sunnyside-ford.localhost"/ },
    { what: 'allowCredentials names only unknown credentials', fresh: false, rpId: rpID, allow: ['AAAAAAAAAAAAAAAAAAAAAA'], error: /matching any of \[AAAAAAAAAAAAAAAAAAAAAA\]/ },
  ])('throws clearly when $what', async ({ fresh, rpId, allow, error }) => {
    const authenticator = fresh ? createSoftAuthenticator() : (await registered()).authenticator;
    const options = await generateAuthenticationOptions({ rpID: rpId, allowCredentials: allow.map((id) => ({ id })), userVerification: 'required' });
    expect(() => authenticator.authenticate(options, origin)).toThrow(error);
  });
});
