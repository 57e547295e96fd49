// The Studio's project look-ups for Content Releases (README "Releases"). With releases on, the
// Studio asks which features the project has (`/features`: `contentReleases` switches the
// releases UI out of its upsell mode), how many releases it may have
// (`projects/{id}/new-content-release-allowed`, read before creating, archiving or reverting one),
// and for upsell texts (`/journey/{feature}`), which it treats as absent when the answer is empty.

/** What the lake's one project has: Content Releases, and scheduled drafts (`singleDocRelease`:
 * a release of one document, scheduled from the document's publish menu; without it the Studio
 * shows an upgrade offer there). Not `scheduledPublishing`, whose Studio plugin speaks the
 * separate Scheduling API, which the lake does not have. */
export const PROJECT_FEATURES = ['contentReleases', 'singleDocRelease'];

/** Upsell texts the Studio fetches (`useUpsellData`); the lake has none, and says so with `null`. */
const JOURNEYS = new Set(['content-releases', 'scheduled-drafts', 'scheduled-publishing']);

/**
 * The answer for a GET of `segments` (the path after `/v{version}/`), or undefined when the path
 * is not one of these. `releases.open` counts the dataset's active and scheduled releases;
 * `releases.limit` is how many it may have (the create and unarchive actions refuse beyond it).
 */
export function answerReleasesApi(segments: readonly string[], projectId: string, releases: { open: () => number; limit: number }): { status: number; body: unknown } | undefined {
  const path = segments.join('/');
  if (path === 'features' || path === `projects/${projectId}/features`) return { status: 200, body: PROJECT_FEATURES };
  if (path === `projects/${projectId}/new-content-release-allowed`) {
    const open = releases.open();
    // `orgActiveReleaseLimit: null` means no organisation-wide limit: the Studio compares the
    // dataset's active releases with `datasetReleaseLimit` and, at the limit, offers no "New
    // release". Sanity answers 403 with the same body when a limit is reached.
    const data = { datasetReleaseLimit: releases.limit, orgActiveReleaseLimit: null, orgActiveReleaseCount: open, orgMeteredActiveReleaseCount: open };
    return { status: open >= releases.limit ? 403 : 200, body: { data } };
  }
  if (segments[0] === 'journey' && segments.length === 2 && JOURNEYS.has(segments[1] ?? '')) return { status: 200, body: null };
  return undefined;
}
