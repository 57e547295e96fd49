import type { IdentifiedVehicle } from '@dealer/leads/server';

/** The identified car as the browser shows it for the shopper to confirm: without the provider's own reference. */
export function vehicleJson(vehicle: IdentifiedVehicle) {
  const { make, model, badge, year, body, fuel, transmission } = vehicle;
  return { make, model, badge, year, body, fuel, transmission: transmission ?? null };
}
