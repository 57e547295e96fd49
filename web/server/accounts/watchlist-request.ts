import 'server-only';
import { z } from 'zod';
import { removeFromWatchlist, saveToWatchlist } from '@dealer/leads/server';
import { readJsonBody } from '../http/read-json-body';
import { refererPath } from '../http/referer-path';
import { database } from '../db/database';
import { listedCar } from '../stock/cars-by-id';
import { accountSite } from './account-request';
import { requestShopper, signInPath } from './current-shopper';

const bodySchema = z.object({ phone_number: z.string().trim().max(30), car_id: z.string().trim().min(1).max(200) });
const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * POST /api/watchlist/save-car and /remove-car `{phone_number, car_id}` (§7): `{success: true}`,
 * or `{success: false, message}`. A shopper who is signed out or has no phone gets a 401 with
 * `signIn`, the sign-in address to send them to (§4, §5). A car is saved only if this site lists
 * it; any id may be removed (a car sold since must still leave the list).
 */
export async function watchlistRequest(request: Request, action: 'save' | 'remove'): Promise<Response> {
  const checked = await accountSite(request);
  if ('refused' in checked) return checked.refused;
  const { site } = checked;
  const t = site.locale.t;
  const body = await readJsonBody(request, 1024, '{"phone_number": "...", "car_id": "..."}');
  if (!body.ok) return Response.json({ success: false, message: body.message }, { status: body.status });
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return Response.json({ success: false, message: 'Send {"phone_number": "...", "car_id": "..."}.' }, { status: 400 });

  const shopper = await requestShopper(site.config, request);
  if (!shopper || !shopper.phone) {
    const path = refererPath(request);
    return Response.json({ success: false, message: t(shopper ? 'account.error.needsPhone' : 'account.error.signedOut'), signIn: signInPath('watchlist', path, path) }, { status: 401 });
  }
  if (digits(parsed.data.phone_number) !== digits(shopper.phone)) {
    return Response.json({ success: false, message: t('account.error.phoneMismatch') }, { status: 400 });
  }
  const { db } = await database();
  if (action === 'save') {
    if (!(await listedCar(site.config, parsed.data.car_id))) return Response.json({ success: false, message: t('account.error.notListed') }, { status: 400 });
    await saveToWatchlist(db, site.config.slug, shopper.id, parsed.data.car_id);
  } else {
    await removeFromWatchlist(db, site.config.slug, shopper.id, parsed.data.car_id);
  }
  return Response.json({ success: true });
}
