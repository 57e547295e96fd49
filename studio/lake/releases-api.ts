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

/** The dataset's release limit the Studio checks before creating a release (Sanity allows at most 1,000 documents per release; releases per dataset are not limited here). */
const DATASET_RELEASE_LIMIT = 1000;

/** Upsell texts the Studio fetches (`useUpsellData`); the lake has none, and says so with `null`. */
const JOURNEYS = new Set(['content-releases', 'scheduled-drafts', 'scheduled-publishing']);

/**
 * The answer for a GET of `segments` (the path after `/v{version}/`), or undefined when the path
 * is not one of these. `activeReleases` counts the dataset's active and scheduled releases.
 */
export function answerReleasesApi(segments: readonly string[], projectId: string, activeReleases: () => number): { body: unknown } | undefined {
  const path = segments.join('/');
  if (path === 'features' || path === `projects/${projectId}/features`) return { body: PROJECT_FEATURES };
  if (path === `projects/${projectId}/new-content-release-allowed`) {
    // `orgActiveReleaseLimit: null` means no organisation-wide limit (the Studio then only
    // compares the dataset's active releases with `datasetReleaseLimit`).
    return {
      body: {
        data: {
          datasetReleaseLimit: DATASET_RELEASE_LIMIT,
          orgActiveReleaseLimit: null,
          orgMeteredActiveReleaseCount: activeReleases(),
        },
      },
    };
  }
  if (segments[0] === 'journey' && segments.length === 2 && JOURNEYS.has(segments[1] ?? '')) return { body: null };
  return undefined;
}
