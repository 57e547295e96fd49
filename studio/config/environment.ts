/**
 * Where the Studio finds its Content Lake and the web app. The built Studio is served by the lake
 * itself, so the lake is the page's own origin; against Sanity, set SANITY_STUDIO_API_HOST etc.
 * at build time. The web origin comes from the lake at run time (`/studio-runtime.json`), because
 * one build serves both `npm start` (port 3000) and the end-to-end tests (port 3100).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? 'local';
export const dataset = process.env.SANITY_STUDIO_DATASET ?? 'production';

export function apiHost(): string | undefined {
  if (process.env.SANITY_STUDIO_API_HOST) return process.env.SANITY_STUDIO_API_HOST;
  if (projectId !== 'local') return undefined;
  return typeof window === 'undefined' ? 'https://localhost:4000' : window.location.origin;
}

export interface StudioRuntime {
  /** e.g. "http://{site}.localhost:3000": `{site}` is replaced by a site's slug. */
  webOriginPattern: string;
}

let runtime: Promise<StudioRuntime> | undefined;

export function loadRuntime(): Promise<StudioRuntime> {
  runtime ??= fetch('/studio-runtime.json')
    .then((response) => (response.ok ? (response.json() as Promise<StudioRuntime>) : Promise.reject(new Error(`${response.status}`))))
    .catch(() => ({ webOriginPattern: process.env.SANITY_STUDIO_WEB_ORIGIN ?? 'http://{site}.localhost:3000' }));
  return runtime;
}

export async function webOrigin(site: string): Promise<string> {
  return (await loadRuntime()).webOriginPattern.replace('{site}', site);
}
