import { problemMessage, readProblem } from '@dealer/leads';

/**
 * GET /api/postcodes/{postcode} as the browser reads it (§3 lead form postcode, §5, §8, §9): where
 * the postcode is, and the site's dealership location nearest to it, which a form with a dealership
 * select preselects. Plain types and one fetch: no zod, so the lead form fields stay light.
 */

/** The site's sales location nearest the postcode, by the great-circle distance on §9's 6371 km radius. */
export interface NearestDealership {
  /** The location's slug (the enquiry's `location`). */
  slug: string;
  /** The location's name, as the site lists it. */
  name: string;
  /** The dealership the location belongs to (the enquiry's `dealership_slug`, a dealership select's value). */
  dealershipSlug: string;
  /** Kilometres from the postcode's locality, to one decimal (a US site shows miles from it). */
  distanceKm: number;
}

/** The route's 200 answer. */
export interface PostcodeAnswer {
  postcode: string;
  locality: string;
  state: string;
  nearest: NearestDealership | null;
}

export type PostcodeLookupResult =
  | { kind: 'found'; answer: PostcodeAnswer }
  /** The route refused it (400 malformed, 404 unknown): its message, §8 'Invalid postcode'. */
  | { kind: 'refused'; message: string }
  /** No answer worth showing (offline, rate limited, a proxy's page): the form carries on, the server judges on submit. */
  | { kind: 'failed' };

export const POSTCODES_ENDPOINT = '/api/postcodes';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readNearest(value: unknown): NearestDealership | null {
  if (!isRecord(value)) return null;
  const { slug, name, dealershipSlug, distanceKm } = value;
  return typeof slug === 'string' && typeof name === 'string' && typeof dealershipSlug === 'string' && typeof distanceKm === 'number'
    ? { slug, name, dealershipSlug, distanceKm }
    : null;
}

/** Reads a 200 answer, or null for a body of another shape. */
export function readPostcodeAnswer(body: unknown): PostcodeAnswer | null {
  if (!isRecord(body)) return null;
  const { postcode, locality, state, nearest } = body;
  if (typeof postcode !== 'string' || typeof locality !== 'string' || typeof state !== 'string') return null;
  return { postcode, locality, state, nearest: readNearest(nearest) };
}

/** Looks a postcode up on this site; never throws. */
export async function fetchPostcode(postcode: string, { endpoint = POSTCODES_ENDPOINT, signal }: { endpoint?: string; signal?: AbortSignal } = {}): Promise<PostcodeLookupResult> {
  try {
    const response = await fetch(`${endpoint}/${encodeURIComponent(postcode)}`, { headers: { accept: 'application/json' }, signal });
    if (response.ok) {
      const answer = readPostcodeAnswer(await response.json().catch(() => null));
      return answer ? { kind: 'found', answer } : { kind: 'failed' };
    }
    if (response.status === 400 || response.status === 404) {
      const problem = await readProblem(response);
      const message = problemMessage(problem, '');
      return message ? { kind: 'refused', message } : { kind: 'failed' };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
