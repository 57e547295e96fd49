'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const EnquiryFormClient = lazy(() => import('./EnquiryFormClient').then((module) => ({ default: module.EnquiryFormClient })));

/**
 * The enquiry form as a lazily loaded island: its code (and react-hook-form) is a chunk of its own,
 * fetched only by pages that render the form, instead of riding in every CMS page's bundle
 * (issue 11). The server still renders it (it waits for the chunk), so the form is in the HTML.
 */
export function EnquiryFormIsland(props: ComponentProps<typeof EnquiryFormClient>) {
  return (
    <Suspense fallback={null}>
      <EnquiryFormClient {...props} />
    </Suspense>
  );
}
