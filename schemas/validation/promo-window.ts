import type { CustomValidatorResult } from '@sanity/types';
import type { ValidatorContext } from './validator-context';

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' || !value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
};

/**
 * Promo windows (§3 Promo node, §4: shown only between start and expiry): attached to the
 * expiry field, it reads the start from the same object (the promo document).
 */
export const promoWindow = (expiry: unknown, context: ValidatorContext): CustomValidatorResult => {
  const holder = (context.parent ?? context.document) as { start?: unknown } | undefined;
  const start = holder?.start;
  const startTime = time(start);
  const expiryTime = time(expiry);
  if (startTime === null || expiryTime === null) return true; // `required` reports a missing date
  if (expiryTime > startTime) return true;
  return `The expiry must be after the start (start ${String(start)}, expiry ${String(expiry)}): the promo would never be shown. Set the expiry to a later date, or move the start earlier.`;
};
