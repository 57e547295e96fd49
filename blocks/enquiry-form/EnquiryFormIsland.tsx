'use client';

import { browserStorage } from '../ui/shopper/local-list';
import { hydrateOnInteraction } from '../ui/hydrate-on-interaction';
import { EnquiryFormClient as EnquiryFormOnServer } from './EnquiryFormClient';
import { ENQUIRY_CONTACT_KEY } from './storage';
// The styles of the form the server draws, in the page's own CSS: the browser imports the form's
// code late, and the CSS chunker (next.config, `cssChunking`) gives a late import's CSS to that chunk.
import './EnquiryFormClient.module.css';
import '../ui/captcha/Captcha.module.css';

/**
 * The enquiry form block's island, hydrated on the shopper's first interaction: the form and
 * react-hook-form are about 17 KiB a content page need not send up front. Its submit button stays
 * disabled until it hydrates, and react-hook-form takes what was typed into the server-drawn fields
 * (its uncontrolled fields read the DOM when registered). A finance link's query or a link to the
 * form, or contact details saved by an earlier enquiry, hydrate it at once so they fill in.
 */
export const EnquiryFormIsland = hydrateOnInteraction({
  server: typeof window === 'undefined' ? EnquiryFormOnServer : undefined,
  browser: () => import('./EnquiryFormClient').then((module) => module.EnquiryFormClient),
  atOnce: () => Boolean(window.location.search || window.location.hash || browserStorage()?.getItem(ENQUIRY_CONTACT_KEY)),
});
