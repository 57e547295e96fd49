import { defineConfig, type Template } from 'sanity';
import { structureTool } from 'sanity/structure';
import { siteDefinitions } from '@dealer/tenants';
import { apiHost, dataset, projectId } from './config/environment';
import { studioMessages } from './config/messages';
import { sitePresentation } from './config/presentation';
import { redirectOnPublishActions } from './config/redirect-on-publish';
import { contentTypes } from './config/schema-types';
import { siteDocumentTypes } from './config/site-types';
import { siteStructure } from './config/structure';
import { leadsTool } from './leads/plugin';
import { salesTool } from './sales/plugin';

const siteScoped = new Set<string>(['siteSettings', ...siteDocumentTypes.map(({ type }) => type)]);

/**
 * One workspace per dealer site, so an editor works inside one site at a time: its structure,
 * its new documents (stamped with its slug) and its preview all belong to that site.
 */
export default defineConfig(
  siteDefinitions.map((site) => ({
    name: site.slug,
    title: site.name,
    subtitle: site.slug,
    basePath: `/${site.slug}`, // under the CLI's /studio
    projectId,
    dataset,
    apiHost: apiHost(),
    // Logged in by the token the lake hands to the local editor (see README: "The Studio").
    auth: { loginMethod: 'token' as const },
    // Content Releases and scheduled drafts, against the lake's release API (README "Content Releases").
    releases: { enabled: true },
    scheduledDrafts: { enabled: true },
    // Deprecated by Sanity (October 2025) for scheduled drafts, which are on; it speaks a separate Scheduling API.
    scheduledPublishing: { enabled: false },
    // A release's Activity panel reads the lake's release events (README "Content Releases").
    beta: { eventsAPI: { releases: true } },
    // Hosted-only features the local lake does not provide.
    tasks: { enabled: false },
    announcements: { enabled: false },
    i18n: { bundles: [studioMessages] },
    plugins: [structureTool({ title: 'Content', structure: siteStructure(site.slug, site.name) }), sitePresentation(site.slug), leadsTool(site.slug, site.name), salesTool(site.slug, site.name)],
    schema: {
      types: contentTypes,
      // Only site-stamped templates: a document created anywhere belongs to this site.
      templates: (defaults: Template[], { schema }) => [
        ...defaults.filter((template) => !siteScoped.has(template.schemaType)),
        ...[...siteScoped].filter((type) => schema.get(type)).map((type) => ({
          id: `${type}-for-site`,
          title: defaults.find((template) => template.schemaType === type)?.title ?? type,
          schemaType: type,
          value: { site: site.slug },
        })),
      ],
    },
    document: {
      comments: { enabled: false },
      // A slug changed on publish leaves a redirect from the old address (README "Redirects").
      actions: redirectOnPublishActions,
      // "Create new" from the navbar would not know the site; the structure's buttons do.
      newDocumentOptions: (previous, { creationContext }) =>
        creationContext.type === 'global' ? previous.filter((item) => item.templateId.endsWith('-for-site')) : previous,
    },
  })),
);
