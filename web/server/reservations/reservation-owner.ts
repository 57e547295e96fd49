import 'server-only';
import type { Reservation } from '@dealer/leads/server';
import { checkoutNeedsSignIn, requestShopper } from '../accounts/current-shopper';
import type { LoadedSite } from '../content/site';
import { problem } from '../http/problem';

/**
 * Who may go on with a reservation on this site (its bank check, its confirmation). Where the site
 * gates checkout (§6, README "Accounts, the watchlist, reservations and buying online"), a
 * reservation is made signed in, so only its shopper may: signed out is refused 401 as
 * `POST /api/reservations` refuses it, and `owns` is false for anyone else's, which the route
 * answers as it answers an unknown reservation (404). Elsewhere (not gated) the reservation's id
 * or its payment's client secret is the key, as before.
 */
export async function reservationGate(
  site: LoadedSite,
  request: Request,
): Promise<{ refused: Response } | { gated: false } | { gated: true; owns: (reservation: Reservation) => boolean }> {
  if (!checkoutNeedsSignIn(site.config)) return { gated: false };
  const shopper = await requestShopper(site.config, request);
  if (!shopper) return { refused: problem(401, site.locale.t('account.error.signedOut')) };
  return { gated: true, owns: (reservation) => reservation.shopperId === shopper.id };
}
