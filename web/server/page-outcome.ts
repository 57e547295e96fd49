import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * For page tests that render a server page outside Next: what `next/navigation`'s redirect() and
 * notFound() do there (throw, so the page stops), and the page's outcome read back as data.
 * A test replaces the module with `vi.mock('next/navigation', () => navigationStandIn())`.
 */
export class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}

export class NotFound extends Error {
  constructor() {
    super('not found');
  }
}

export const navigationStandIn = () => ({
  redirect: (to: string): never => {
    throw new Redirected(to);
  },
  notFound: (): never => {
    throw new NotFound();
  },
  useRouter: () => ({ refresh: () => undefined }),
});

export type PageOutcome = { redirect: string } | { notFound: true } | { html: string };

/** Renders a server page: its HTML, or where it redirected, or that it was the site's 404. */
export async function pageOutcome(render: () => Promise<ReactNode>): Promise<PageOutcome> {
  try {
    return { html: renderToString(await render()) };
  } catch (error) {
    if (error instanceof Redirected) return { redirect: error.to };
    if (error instanceof NotFound) return { notFound: true };
    throw error;
  }
}
