'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { firstInteraction } from './hydrate-on-interaction';

/**
 * A client island that hydrates when it scrolls into view or on the shopper's first interaction
 * with the page, whichever comes first (README "Page speed"): until then it is the server's HTML,
 * drawn and readable, and its code is not even fetched. For an island a shopper must reach before
 * using it, such as the vehicle page's repayment calculator or a show-more toggle. An island on the
 * first screen hydrates right after the page (it is in view at once), one below it only when
 * someone scrolls to it or first moves.
 *
 * A click on one of its buttons before then is not lost: it is held, the island hydrates, and the
 * click is given again to the same button, now React's (Enter and Space on a button are clicks too).
 * React itself only tries to hydrate a clicked part at once, and stops the click at its root when
 * the part's code has not come yet.
 *
 * As with `hydrateOnInteraction`: pass the island itself as `server` on the server
 * (`typeof window === 'undefined' ? Island : undefined`, which Turbopack drops from the browser's
 * bundle) and an inline `import()` as `browser`, so its code is a chunk of its own.
 *
 * The island sits in a `display: contents` box, which lays out nothing (its children take its place
 * in the parent's grid or flex), so it can watch the server-drawn elements without a marker.
 */
export function hydrateWhenVisible<Props extends object>({ server, browser }: {
  /** The island itself on the server, which renders it in place. */
  server: ComponentType<Props> | undefined;
  /** An inline `import('./Island')`, so the bundler splits it into its own chunk. */
  browser: () => Promise<ComponentType<Props>>;
}): ComponentType<Props> {
  function HydratedWhenVisible(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // One per island on the page: each waits for its own elements to be seen.
    const [seen] = useState(deferred);
    const [hydrated] = useState(deferred);
    const [Island] = useState<ComponentType<Props>>(
      () =>
        server ??
        lazy(async () => {
          await Promise.race([seen.promise, firstInteraction()]);
          return { default: await browser() };
        }),
    );

    useEffect(() => {
      const element = box.current;
      if (!element) return;
      let isHydrated = false;
      let held: HTMLButtonElement | null = null;
      const hold = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (isHydrated || !button || button.disabled || !element.contains(button)) return;
        event.preventDefault();
        event.stopPropagation();
        held = button;
        seen.resolve();
      };
      // On the window, capturing: React stops a click aimed into a part it has not hydrated at its root.
      window.addEventListener('click', hold, { capture: true });
      void hydrated.promise.then(() => {
        isHydrated = true;
        window.removeEventListener('click', hold, { capture: true });
        if (held?.isConnected) held.click();
      });

      const observer = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) seen.resolve();
      });
      if (observer) for (const child of element.children) observer.observe(child);
      else seen.resolve();
      void seen.promise.then(() => observer?.disconnect());
      return () => {
        observer?.disconnect();
        window.removeEventListener('click', hold, { capture: true });
      };
    }, [seen, hydrated]);

    return (
      <div ref={box} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Hydrated onHydrated={hydrated.resolve}>
            <Island {...props} />
          </Hydrated>
        </Suspense>
      </div>
    );
  }
  return HydratedWhenVisible;
}

/** Says when the island under it has hydrated (its effects run only then). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
