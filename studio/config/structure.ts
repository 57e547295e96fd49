import type { StructureResolver } from 'sanity/structure';
import { siteDocumentTypes, siteSettingsId } from './site-types';

/**
 * One site at a time: the workspace is the site (see sanity.config.ts), and every list here is
 * filtered to it, with "create" buttons that stamp new documents with the site's slug.
 */
export function siteStructure(site: string, siteName: string): StructureResolver {
  return (S, context) => {
    const lists = siteDocumentTypes
      .filter(({ type }) => context.schema.get(type))
      .map(({ type, title }) =>
        S.listItem()
          .id(type)
          .title(title)
          .schemaType(type)
          .child(
            S.documentTypeList(type)
              .title(`${title} · ${siteName}`)
              .filter('_type == $type && site == $site')
              .params({ type, site })
              .initialValueTemplates([S.initialValueTemplateItem(`${type}-for-site`)])
              .apiVersion('2025-02-19'),
          ),
      );
    return S.list()
      .title(siteName)
      .items([
        S.listItem()
          .id('siteSettings')
          .title('Site settings')
          .schemaType('siteSettings')
          .child(S.document().schemaType('siteSettings').documentId(siteSettingsId(site)).initialValueTemplate('siteSettings-for-site').title(`Site settings · ${siteName}`)),
        S.divider(),
        ...lists,
      ]);
  };
}
