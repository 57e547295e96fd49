'use client';
import { VisualEditing } from '@sanity/visual-editing/react';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

/**
 * In preview mode, connects the page to the Studio's Presentation tool: an edit in the Studio
 * re-renders the page on the server with the latest draft, and navigating the preview moves the
 * Studio to the document behind the page.
 */
export function PreviewEditing() {
  const router = useRouter();
  const refresh = useCallback(async () => router.refresh(), [router]);
  return <VisualEditing portal refresh={refresh} />;
}
