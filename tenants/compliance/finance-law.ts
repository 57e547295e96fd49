/**
 * The comparison rate warning of the National Credit Code (s164, with the regulations) as ASIC
 * RG 178 shows it, in its prescribed wording (not a locale string: the law fixes the text). The
 * Studio checks editors' finance copy for it, and every finance figure the product itself shows
 * sits next to it.
 */
export const comparisonRateWarning =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

export const financeLaw = 'National Credit Code s164, ASIC RG 178';
