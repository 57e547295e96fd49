import type { StoredValuation } from './storage';

export const MISCELLANEOUS_ENDPOINT = '/api/miscellaneous';
/** §7: the column the valuation is saved under. */
export const VALUATION_COLUMN = 'valuation';

/**
 * §7 "POST /api/miscellaneous with body of valuation result plus column_name valuation (some
 * sites); ok logs success, else logs failure" (§8 'Failed to save valuation data'), on the sites
 * with `features.saveValuation`. The shopper never waits on it nor sees it: the valuation is
 * already kept in this browser and by the trade-in API. Never throws.
 */
export async function saveValuationData(valuation: Pick<StoredValuation, 'id' | 'vehicle' | 'answers' | 'offer'>, endpoint = MISCELLANEOUS_ENDPOINT): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: valuation.id, vehicle: valuation.vehicle, answers: valuation.answers, offer: valuation.offer, column_name: VALUATION_COLUMN }),
    });
    if (!response.ok) throw new Error(`${response.status}`);
    console.info('Valuation data saved');
    return true;
  } catch (error) {
    // A warning, not an error: the shopper's journey goes on, and nothing is lost (see above).
    console.warn('Failed to save valuation data', error instanceof Error ? error.message : error);
    return false;
  }
}
