'use client';

/** §9 tracking event ids used by the browser. */
export const trackingEvents = { favourite: 39 } as const;

/** Posts a tracking event (§7: "tracking events posted with eventId and user data"); never blocks the UI. */
export function track(eventId: number, data: Record<string, string | number | boolean>) {
  const body = JSON.stringify({ eventId, ...data, at: new Date().toISOString() });
  if (typeof navigator !== 'undefined' && navigator.sendBeacon) navigator.sendBeacon('/api/events', new Blob([body], { type: 'application/json' }));
}
