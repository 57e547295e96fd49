import type { FuelLevel, Order, OrderStatus, ReservationStatus } from './sales-api';

type Tone = 'default' | 'primary' | 'positive' | 'caution' | 'critical';

/** A reservation's state in the dealer's words; a held one adds "until {date time}" (sales-format.ts). */
export const reservationStatusLabel: Record<ReservationStatus, string> = {
  pending: 'Payment in progress',
  held: 'Deposit held',
  captured: 'Deposit taken',
  released: 'Released: nothing charged',
  failed: 'Payment refused',
};

export const reservationStatusTone: Record<ReservationStatus, Tone> = {
  pending: 'primary',
  held: 'caution',
  captured: 'positive',
  released: 'default',
  failed: 'critical',
};

export const orderStatusLabel: Record<OrderStatus, string> = {
  draft: 'Not placed yet',
  placed: 'Placed: waiting for handover',
  delivered: 'Delivered',
  'return-requested': 'Return requested',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

export const orderStatusTone: Record<OrderStatus, Tone> = {
  draft: 'default',
  placed: 'caution',
  delivered: 'positive',
  'return-requested': 'critical',
  returned: 'default',
  cancelled: 'default',
};

export const paymentLabel: Record<NonNullable<Order['payment']>, string> = {
  'pay-in-full': 'Paying in full',
  finance: 'Finance',
};

/** The return inspection's fuel levels, in the order FUEL_LEVELS lists them. */
export const fuelLabel: Record<FuelLevel, string> = {
  empty: 'Empty',
  'below-quarter': 'Below a quarter',
  quarter: 'Quarter',
  half: 'Half',
  'three-quarters': 'Three quarters',
  full: 'Full',
};
