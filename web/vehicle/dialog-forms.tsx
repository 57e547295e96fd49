'use client';

import { loadWhenShown } from '@dealer/blocks/ui/load-when-shown';

/**
 * The vehicle page's dialog forms, whose code comes with the dialog's first opening (README "Page
 * speed", "The vehicle page"): the enquiry form with react-hook-form and its captcha, and the
 * three-step test drive, are no part of the page's first scripts. The page renders these in its
 * dialogs, which draw their content only while open.
 */
export const EnquiryDialogForm = loadWhenShown(() => import('@dealer/blocks/enquiry-form/client').then((module) => module.EnquiryFormClient));

export const TestDriveDialogForm = loadWhenShown(() => import('./TestDriveForm').then((module) => module.TestDriveForm));
