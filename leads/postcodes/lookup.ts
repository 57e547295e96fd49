import { isPostcode, normalisePostcode, type PostcodeMarket } from '../contract/postcode';
import type { GeoPoint } from './distance';

/** Where a postcode is: its representative locality, state (AU, US) or region (NZ), and coordinates. */
export interface PostcodePlace extends GeoPoint {
  postcode: string;
  locality: string;
  state: string;
}

type Entry = [locality: string, state: string, lat: number, lng: number];
/** A file scripts/build-postcodes.mjs writes: entries by postcode, or (NZ) by the postcode's first two digits. */
interface PostcodeFile {
  postcodes?: Record<string, Entry>;
  areas?: Record<string, Entry>;
}

// Read on a market's first lookup and kept for the process: leads/README.md "Postcodes".
const files: Record<PostcodeMarket, () => Promise<{ default: unknown }>> = {
  AU: () => import('./data/au.json', { with: { type: 'json' } }),
  NZ: () => import('./data/nz.json', { with: { type: 'json' } }),
  US: () => import('./data/us.json', { with: { type: 'json' } }),
};
const loaded = new Map<PostcodeMarket, Promise<PostcodeFile>>();

function load(market: PostcodeMarket): Promise<PostcodeFile> {
  let file = loaded.get(market);
  if (!file) {
    file = files[market]().then((module) => module.default as PostcodeFile);
    file.catch(() => loaded.delete(market));
    loaded.set(market, file);
  }
  return file;
}

/**
 * Where a postcode of the site's market is, or null when it is malformed or unknown: the caller
 * shows the locale's 'Invalid postcode' (§5, §8). New Zealand is known by area only (leads/README.md
 * "Postcodes"), so its locality is the area's main town.
 */
export async function lookupPostcode(market: PostcodeMarket, postcode: string): Promise<PostcodePlace | null> {
  const code = normalisePostcode(postcode);
  if (!isPostcode(market, code)) return null;
  const file = await load(market);
  const entry = (file.postcodes && Object.hasOwn(file.postcodes, code) ? file.postcodes[code] : undefined)
    ?? (file.areas && Object.hasOwn(file.areas, code.slice(0, 2)) ? file.areas[code.slice(0, 2)] : undefined);
  if (!entry) return null;
  const [locality, state, lat, lng] = entry;
  return { postcode: code, locality, state, lat, lng };
}
