import { LEAD_STATES, leadReceipts, type LeadState } from '@dealer/leads/server';
import { database } from '@/server/db/database';
import { invalidFields } from '@/server/http/problem';
import { studioPreflight, studioRoute } from '@/server/studio-api';

const MAX_LEADS = 200;

/**
 * GET /api/studio/leads?state=pending|delivered|failed&limit=N: the site's newest leads with each
 * channel's delivery state and attempts (the Studio's Leads tool, README "Lead delivery"). Only for
 * a Studio user of this site.
 */
// Not siteRoute: the caller is a Studio user, not a shopper (see studioRoute).
export const GET = studioRoute({}, async ({ request, site }) => {
  const params = new URL(request.url).searchParams;
  const state = params.get('state');
  if (state !== null && state !== '' && !(LEAD_STATES as readonly string[]).includes(state)) {
    return invalidFields({ state: `state must be one of ${LEAD_STATES.join(', ')}.` });
  }
  const limit = Number(params.get('limit') ?? 100);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LEADS) return invalidFields({ limit: `limit must be a whole number from 1 to ${MAX_LEADS}.` });
  const { db } = await database();
  const leads = await leadReceipts(db, site, { state: (state || undefined) as LeadState | undefined, limit });
  return Response.json({ site, leads });
});

export const OPTIONS = studioPreflight;
