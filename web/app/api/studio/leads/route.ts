import { LEAD_STATES, leadReceipts, type LeadState } from '@dealer/leads/server';
import { database } from '@/server/db/database';
import { studioCaller, studioJson, studioPreflight } from '@/server/studio-api';

const MAX_LEADS = 200;

/**
 * GET /api/studio/leads?state=pending|delivered|failed&limit=N: the site's newest leads with each
 * channel's delivery state and attempts (issue 13 item 4, the Studio's Leads tool). Only for a
 * Studio user of this site.
 */
export async function GET(request: Request) {
  const caller = await studioCaller(request);
  if ('response' in caller) return caller.response;
  const params = new URL(request.url).searchParams;
  const state = params.get('state');
  if (state !== null && state !== '' && !(LEAD_STATES as readonly string[]).includes(state)) {
    return studioJson(request, { message: `state must be one of ${LEAD_STATES.join(', ')}.` }, 400);
  }
  const limit = Number(params.get('limit') ?? 100);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LEADS) return studioJson(request, { message: `limit must be a whole number from 1 to ${MAX_LEADS}.` }, 400);
  const { db } = await database();
  const leads = await leadReceipts(db, caller.site, { state: (state || undefined) as LeadState | undefined, limit });
  return studioJson(request, { site: caller.site, leads });
}

export const OPTIONS = studioPreflight;
