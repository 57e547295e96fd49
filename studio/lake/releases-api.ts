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

/** Upsell texts the Studio fetches (`useUpsellData`): none (`null`) but the release limit's, below. */
const JOURNEYS = new Set(['content-releases', 'scheduled-drafts', 'scheduled-publishing']);

const textBlock = (key: string, style: 'h2' | 'normal', text: string) => ({ _type: 'block', _key: key, style, markDefs: [], children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }] });

/**
 * The dialog the Studio shows when an editor opens a release at the limit (its "upsell" dialog,
 * which on Sanity offers a bigger plan; `null` there made the Studio say only "Unable to perform
 * this action"). Its button explains the limits; closing it leaves the editor where they were.
 */
export function releaseLimitDialog(limit: number) {
  return {
    _id: 'local-release-limit',
    id: 'local-release-limit',
    descriptionText: [
      textBlock('title', 'h2', 'No room for another release'),
      textBlock('why', 'normal', `This dataset may have ${limit} active releases at once (scheduled ones and scheduled drafts included), and has that many.`),
      textBlock('what', 'normal', 'Publish, archive or delete a release, then open the new one. The limit is the lake\'s LAKE_RELEASE_LIMIT; on Sanity, the plan sets it.'),
    ],
    ctaButton: { text: 'About release limits', url: 'https://www.sanity.io/docs/studio/content-releases-configuration' },
    secondaryButton: { text: '', url: '' },
  };
}

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
  if (segments[0] === 'journey' && segments.length === 2 && JOURNEYS.has(segments[1] ?? '')) {
    return { status: 200, body: segments[1] === 'content-releases' ? releaseLimitDialog(releases.limit) : null };
  }
  return undefined;
}
