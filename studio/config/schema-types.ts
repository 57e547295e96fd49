import type { SchemaTypeDefinition } from 'sanity';
import { blockSchemas, blockTypes } from '@dealer/blocks';
import {
  createPageType, legalPageType, locationType, menuType, postType, promoType, reviewType, siteSettingsType, toStudioTypes,
} from '@dealer/schemas';
import { blockStudioPreview, blocksInsertMenu } from './block-previews';

/** The content model as `schemas/` and the block manifest define it. */
export const contentModel = [
  siteSettingsType,
  createPageType(blockTypes),
  menuType,
  locationType,
  reviewType,
  postType,
  promoType,
  legalPageType,
  ...blockSchemas,
];

/**
 * Every document and block type the Studio edits, with the validation rules attached
 * (`toStudioTypes`). `schemas/` describes types in Sanity's format without depending on the
 * `sanity` package (the web app imports it too), so this is the one place its structural types
 * meet Sanity's own. The Studio-only parts are added here: the block insert menu of the page and
 * every block type's list preview (block-previews.tsx).
 */
export const contentTypes = toStudioTypes(contentModel, { blockTypeNames: blockTypes }).map((type) => {
  // Editors pick blocks from a menu of thumbnails and see each block by its headline and type.
  if (type.name === 'page') {
    return { ...type, fields: type.fields.map((field) => (field.name === 'blocks' ? { ...field, options: { ...field.options, insertMenu: blocksInsertMenu } } : field)) };
  }
  const block = blockTypes.find((name) => name === type.name);
  return block ? { ...type, ...blockStudioPreview(block) } : type;
}) as unknown as SchemaTypeDefinition[];
