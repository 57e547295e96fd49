'use client';
import type { ClientPerspective } from '@sanity/client';
import { VisualEditing } from '@sanity/visual-editing/react';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

/**
 * In preview mode, connects the page to the Studio's Presentation tool: an edit in the Studio
 * re-renders the page on the server with the latest draft, navigating the preview moves the
 * Studio to the document behind the page, and picking a release in the Studio shows the page as
 * that release would publish it (README "Content Releases").
 */
export function PreviewEditing() {
  const router = useRouter();
  const refresh = useCallback(async () => router.refresh(), [router]);
  const perspectiveChanged = useCallback(
    (perspective: ClientPerspective) => {
      void fetch('/api/draft-mode/perspective', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ perspective }),
      })
        .then(async (response) => (response.ok ? ((await response.json()) as { changed?: boolean }) : null))
        .then((answer) => {
          if (answer?.changed) router.refresh();
        })
        .catch(() => undefined); // the preview keeps showing what it showed; the next edit retries
    },
    [router],
  );
  return <VisualEditing portal refresh={refresh} onPerspectiveChange={perspectiveChanged} />;
}
