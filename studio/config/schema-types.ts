import type { SchemaTypeDefinition } from 'sanity';
import { blockRegistry, blockTypes } from '@dealer/blocks';
import {
  createPageType, legalPageType, locationType, menuType, postType, promoType, redirectType, reviewType, siteSettingsType, toStudioTypes,
} from '@dealer/schemas';
import { blockStudioPreview, blocksInsertMenu } from './block-previews';

/**
 * The content model as `schemas/` and the block manifest define it, with the Studio-only parts
 * added: the block insert menu of the page and every block type's list preview
 * (block-previews.tsx). Editors pick blocks from a menu of thumbnails and see each block by its
 * headline and type.
 */
export const contentModel: SchemaTypeDefinition[] = [
  siteSettingsType,
  createPageType(blockTypes, { insertMenu: blocksInsertMenu }),
  menuType,
  locationType,
  reviewType,
  postType,
  promoType,
  legalPageType,
  redirectType,
  ...blockTypes.map((type) => ({ ...blockRegistry[type].schema, ...blockStudioPreview(type) })),
];

/**
 * Every document and block type the Studio edits, with the rules the platform adds everywhere
 * (`toStudioTypes`: the reference check on every reference, the compliance rules on every block).
 * `schemas/` and the blocks define their types with `@sanity/types` alone, so the web app can
 * import them without the Studio.
 */
export const contentTypes: SchemaTypeDefinition[] = toStudioTypes(contentModel, { blockTypeNames: blockTypes });
