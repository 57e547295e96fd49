import { defineLocaleResourceBundle } from 'sanity';

/** The lake stores images of these kinds (studio/lake/image-info.ts), up to 20 MB each. */
const imageRule = 'Images must be PNG, JPEG, GIF, WebP or SVG files of up to 20 MB. Choose a picture (not a PDF or document) and upload it again; nothing else on the page changed.';

/**
 * Studio wording the dealer sees in place of Sanity's defaults, where the default points at the
 * browser console ("See the console for more information") instead of saying how to fix it.
 */
export const studioMessages = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'studio',
  resources: {
    'asset-sources.common.uploader.upload-failed.title': 'This file could not be uploaded',
    'asset-sources.common.uploader.upload-failed.description': imageRule,
    'inputs.image.upload-error.title': 'This file could not be uploaded',
    'inputs.image.upload-error.description': imageRule,
  },
});
