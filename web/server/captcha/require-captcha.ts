import 'server-only';
import type { Database, DatabaseExecutor } from '@dealer/db';
import { verifyCaptchaSolution, type CaptchaFailure } from '@dealer/leads/server';
import type { MessageKey, SiteConfig } from '@dealer/tenants';
import { z } from 'zod';
import type { LoadedSite } from '../content/site';
import { invalidFields } from '../http/problem';
import { captchaSecret } from './secret';

/**
 * The captcha on every route that stores a lead (§5 "captcha shown by default"; leads/README.md
 * "Captcha"). A route does two things: its body schema lets the widget's field through
 * (`withCaptchaField`), and it stores the lead inside `requireCaptcha`:
 *
 *   body: { schema: (site) => withCaptchaField(createSomeSchema(site)), ... }
 *   const stored = await requireCaptcha(site, body, db, (tx) => storeEnquiry(tx, ...));
 *   if (stored instanceof Response) return stored;
 */

/** Whether a site asks for the captcha: `features.captcha`, on in the platform defaults (§5). */
export const captchaOn = (config: SiteConfig): boolean => config.features.captcha;

/** The widget's field in a lead's JSON body (the `altcha` widget's default `name`). */
export const CAPTCHA_FIELD = 'altcha';

/**
 * A lead body's schema that also keeps the widget's field, `altcha` (any value: `requireCaptcha`
 * judges it). The lead's own fields parse and refuse exactly as before; `altcha` is never stored.
 */
export function withCaptchaField<Schema extends z.ZodType<object>>(schema: Schema) {
  return z.intersection(schema, z.object({ [CAPTCHA_FIELD]: z.unknown().optional() }));
}

const REFUSALS: Record<CaptchaFailure, MessageKey> = {
  missing: 'captcha.error.missing',
  malformed: 'captcha.error.malformed',
  wrong: 'captcha.error.wrong',
  expired: 'captcha.error.expired',
  replayed: 'captcha.error.replayed',
};

class CaptchaRefused extends Error {
  constructor(readonly reason: CaptchaFailure) {
    super(`captcha ${reason}`);
  }
}

/**
 * Stores a lead only with a valid captcha answer where the site's captcha is on. `store` writes the
 * lead as it would without a captcha and says whether it `created` one; it runs in a transaction
 * that also takes the answer, once (`verifyCaptchaSolution`), so a lead and its answer commit or
 * roll back together. An Idempotency-Key replay (`created: false`) is answered as the first time
 * and takes no answer, so a retried submit is not refused as replayed, while two submits racing
 * with one key still store once (the second waits on the first's row). An answer that is missing,
 * malformed, wrong, expired, another site's or already used rolls the lead back and is a 400
 * problem with `errors: {altcha: message}` in the site's words, which the form shows beside the
 * widget. Where the captcha is off, `store` runs as it is.
 */
export async function requireCaptcha<Stored extends { created: boolean }>(
  site: LoadedSite,
  body: { [CAPTCHA_FIELD]?: unknown },
  db: Database,
  store: (tx: DatabaseExecutor) => Promise<Stored>,
): Promise<Stored | Response> {
  if (!captchaOn(site.config)) return store(db);
  const secret = captchaSecret();
  try {
    return await db.transaction(async (tx) => {
      const stored = await store(tx);
      if (!stored.created) return stored;
      const verdict = await verifyCaptchaSolution(tx, { site: site.config.slug, payload: body[CAPTCHA_FIELD], secret, now: new Date() });
      if (!verdict.ok) throw new CaptchaRefused(verdict.reason);
      return stored;
    });
  } catch (error) {
    if (error instanceof CaptchaRefused) return invalidFields({ [CAPTCHA_FIELD]: site.locale.t(REFUSALS[error.reason]) });
    throw error;
  }
}
