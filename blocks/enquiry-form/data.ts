import { z } from 'zod';
import { DEFAULT_ENQUIRY_CATEGORIES, ENQUIRY_LOCATION_TYPES } from '@dealer/leads';

/** The section id of the form when the block does not set one: links such as a car card's #enquire land on it. */
export const DEFAULT_ENQUIRY_ANCHOR = 'enquire';
/** An anchor is an HTML id that needs no escaping in a URL: lowercase words joined by hyphens. */
export const ENQUIRY_ANCHOR_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** §5 check-option fields: at most this many boxes (the API takes 20 additional_services). */
export const MAX_CHECK_OPTIONS = 12;

/**
 * Invisible format characters (zero-width spaces and joiners, word joiner, BOM, musical invisibles):
 * the preview's edit marks are written in them (README "Click-to-edit in Presentation"), and a
 * limit on what a shopper reads must not count them, or a marked heading would be dropped in preview.
 */
const INVISIBLE = /[\u200B-\u200D\u2060-\u2064\uFEFF\u{1D173}-\u{1D17A}]/gu;
const visibleLength = (text: string) => text.replace(INVISIBLE, '').length;
const optionalText = (max: number) =>
  z.string().trim().refine((text) => visibleLength(text) <= max, { message: `At most ${max} characters` }).nullish().catch(null).transform((value) => value || null);

export const enquiryFormDataSchema = z.object({
  heading: optionalText(200),
  intro: optionalText(2000),
  /** Blank or duplicate entries are dropped; an empty list falls back to the platform's categories. */
  categories: z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) => {
      const names = (items ?? []).flatMap((item) => (typeof item === 'string' && item.trim() && item.trim().length <= 100 ? [item.trim()] : []));
      const unique = [...new Set(names)];
      return unique.length > 0 ? unique : [...DEFAULT_ENQUIRY_CATEGORIES];
    }),
  showLocation: z.boolean().nullish().catch(null).transform((value) => value ?? true),
  successMessage: optionalText(2000),
  /** The section id (e.g. 'finance-form' for /finance#finance-form, §2); a blank or invalid one falls back to 'enquire'. */
  anchor: z
    .string()
    .trim()
    .regex(ENQUIRY_ANCHOR_PATTERN)
    .max(100)
    .nullish()
    .catch(null)
    .transform((value) => value || DEFAULT_ENQUIRY_ANCHOR),
  /** §5 terms text on some sites, shown above submit; blank: the site's own terms, if it has any. */
  terms: optionalText(2000),
  /** §5 check-option fields ('Extended warranty', 'Service plan'): blank and duplicate entries are dropped. */
  checkOptions: z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) => [...new Set((items ?? []).flatMap((item) => (typeof item === 'string' && item.trim() && item.trim().length <= 100 ? [item.trim()] : [])))].slice(0, MAX_CHECK_OPTIONS)),
  /** §5: the dealership select offers the dealers for this make (a manufacturer's name), when any is one. */
  manufacturer: optionalText(100),
  /** §5: ... and those with a location of this type. */
  locationType: z.enum(ENQUIRY_LOCATION_TYPES).nullish().catch(null).transform((value) => value ?? null),
});

export type EnquiryFormData = z.infer<typeof enquiryFormDataSchema>;
export const enquiryFormProjection = `heading, intro, categories, showLocation, successMessage, anchor, terms, checkOptions, manufacturer, locationType`;
