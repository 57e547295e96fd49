import type { SchemaTypeDefinition } from 'sanity';
import { blockSchemas, blockTypes } from '@dealer/blocks';
import {
  createPageType, legalPageType, locationType, menuType, postType, promoType, reviewType, siteSettingsType, toStudioTypes,
} from '@dealer/schemas';

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
 * meet Sanity's own.
 */
export const contentTypes = toStudioTypes(contentModel, { blockTypeNames: blockTypes }) as unknown as SchemaTypeDefinition[];
