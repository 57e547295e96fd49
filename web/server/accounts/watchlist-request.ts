import 'server-only';
import { z } from 'zod';
import { removeFromWatchlist, saveToWatchlist } from '@dealer/leads/server';
import { problem } from '../http/problem';
import { refererPath } from '../http/referer-path';
import { siteRoute } from '../http/site-route';
import { database } from '../db/database';
import { listedCar } from '../stock/cars-by-id';
import { accountsEnabled, requestShopper, signInPath } from './current-shopper';

const bodySchema = z.object({ phone_number: z.string().trim().max(30), car_id: z.string().trim().min(1).max(200) });
const digits = (phone: string) => phone.replace(/\D/g, '');
/** §7: the watchlist answers with a success flag, so every refusal carries `success: false` too. */
const failed = { success: false } as const;

/**
 * POST /api/watchlist/save-car and /remove-car `{phone_number, car_id}` (§7): `{success: true}`,
 * or a problem with `success: false`. A shopper who is signed out or has no phone gets a 401 with
 * `signIn`, the sign-in address to send them to (§4, §5). A car is saved only if this site lists
 * it; any id may be removed (a car sold since must still leave the list).
 */
export const watchlistRoute = (action: 'save' | 'remove') =>
  siteRoute(
    {
      feature: { on: accountsEnabled, off: 'This site has no shopper accounts.' },
      sameOrigin: true,
      refusal: failed,
      body: { schema: bodySchema, maxBytes: 1024, example: '{"phone_number": "...", "car_id": "..."}' },
    },
    async ({ request, site, body }) => {
      const t = site.locale.t;
      const shopper = await requestShopper(site.config, request);
      if (!shopper || !shopper.phone) {
        const path = refererPath(request);
        return problem(401, t(shopper ? 'account.error.needsPhone' : 'account.error.signedOut'), { ...failed, signIn: signInPath('watchlist', path, path) });
      }
      if (digits(body.phone_number) !== digits(shopper.phone)) return problem(400, t('account.error.phoneMismatch'), { ...failed, errors: { phone_number: t('account.error.phoneMismatch') } });
      const { db } = await database();
      if (action === 'save') {
        if (!(await listedCar(site.config, body.car_id))) return problem(400, t('account.error.notListed'), { ...failed, errors: { car_id: t('account.error.notListed') } });
        await saveToWatchlist(db, site.config.slug, shopper.id, body.car_id);
      } else {
        await removeFromWatchlist(db, site.config.slug, shopper.id, body.car_id);
      }
      return Response.json({ success: true });
    },
  );
