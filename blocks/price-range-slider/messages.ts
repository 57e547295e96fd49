/**
 * The strings the price slider island shows, sent by the server (islandLocale). Not in the island's
 * module: a server component importing a value from a 'use client' module gets a client reference.
 */
export const priceSliderMessageKeys = ['priceSlider.label', 'priceSlider.view', 'search.min', 'search.max'] as const;
