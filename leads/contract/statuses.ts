/**
 * The states of a reservation, an order and a returned car's fuel, as they cross from the server
 * to the browser and the Studio: declared once here (browser-safe), read by the tables
 * (each table's `schema.ts` in leads), the web pages and the Studio's Sales tool alike.
 */

/**
 * A reservation (README "Accounts, ... reservations and buying online"; §9 deposit): 'pending'
 * while the card or the bank is asked, 'held' once the deposit is held, then 'captured' (the
 * dealer confirmed) or 'released'; 'failed' when the card was refused.
 */
export const RESERVATION_STATUSES = ['pending', 'held', 'captured', 'released', 'failed'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** An order of a used car bought online (§2 /checkout-journey; §4 used-car return flow). */
export const ORDER_STATUSES = ['draft', 'placed', 'delivered', 'return-requested', 'returned', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The fuel levels a return inspection knows, emptiest first (§5: at least a quarter tank). */
export const FUEL_LEVELS = ['empty', 'below-quarter', 'quarter', 'half', 'three-quarters', 'full'] as const;
export type FuelLevel = (typeof FUEL_LEVELS)[number];
