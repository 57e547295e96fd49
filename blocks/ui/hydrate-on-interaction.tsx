'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A block's client island that hydrates on the shopper's first interaction with the page (a pointer
 * moving, a touch, a key, a scroll), not with the page (README "Page speed"): until then it is the
 * server's HTML, and its code arrives while the pointer, finger or keyboard makes its way to it.
 * Turbopack sends every client component a route's server code imports, rendered or not
 * (vercel/next.js #69865, #96039); loaded through here, an island's code is its own chunk, fetched
 * after the first paint by the pages that show it.
 *
 * Only for an island that is of no use without JavaScript and sits below the first screen, such as
 * a form: it needs a Suspense boundary, and React outlines a big one (past about 12.8 KB of HTML
 * in one flush, or with an image in it) and reveals it a frame after the first paint, hidden until
 * then. A hero or a carousel must hydrate with the page (measured: both moved out of the first paint).
 *
 * On the server the island is imported statically (`server`), so that loading it never suspends:
 * pass `typeof window === 'undefined' ? Island : undefined`. Next replaces `typeof window` at build
 * time and Turbopack then drops the import from the browser's bundle (checked: react-hook-form is in
 * no chunk a CMS page loads).
 *
 * The island's module imports its CSS modules in the browser only in that late chunk (next.config's
 * `cssChunking: 'graph'`), so the wrapper that calls this imports them too, or the server's HTML
 * draws unstyled until the island hydrates (tests/e2e/page-css.spec.ts; see EnquiryFormIsland).
 */
export function hydrateOnInteraction<Props extends object>({ server, browser, atOnce }: {
  /** The island itself on the server, which renders it in place (`typeof window === 'undefined' ? Island : undefined`). */
  server: ComponentType<Props> | undefined;
  /** An inline `import('./Island')`, so the bundler splits it into its own chunk. */
  browser: () => Promise<ComponentType<Props>>;
  /** Whether the island is needed without waiting (read in the browser as the page hydrates). */
  atOnce?: () => boolean;
}): ComponentType<Props> {
  const Island = lazy(async () => {
    if (!atOnce?.()) await firstInteraction();
    return { default: await browser() };
  });
  // The same Suspense boundary on the server and in the browser, so hydration matches.
  const Shown = server ?? Island;
  function HydratedOnInteraction(props: Props) {
    return (
      <Suspense fallback={null}>
        <Shown {...props} />
      </Suspense>
    );
  }
  return HydratedOnInteraction;
}

const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

let interacted: Promise<void> | undefined;

/** Resolves at once on the server (which renders every island) and on a person's first move in the browser. */
export function firstInteraction(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  interacted ??= new Promise((resolve) => {
    if (document.activeElement && document.activeElement !== document.body) return resolve();
    // On the window, capturing: React stops events aimed into a part it has not hydrated yet at its root.
    const done = () => {
      for (const event of FIRST_INTERACTION) window.removeEventListener(event, done, { capture: true });
      resolve();
    };
    for (const event of FIRST_INTERACTION) window.addEventListener(event, done, { capture: true, passive: true });
  });
  return interacted;
}
