// The `validate` hook of the lake's CLI (README "Releases"): before a release publishes, its
// documents run through the content model's rules as the Studio attaches them (`toStudioTypes`),
// offline (schemas/validation/validate-document.ts). Look-ups (link targets, references) see the
// dataset as the publish would leave it.
//
// The block types come from the block registry, which imports the blocks' React components and
// their CSS Modules; plain Node cannot load `.css`, so the loader hooks `npm run typegen` uses
// (scripts/css-modules-hooks.mjs: a CSS Module becomes an object of class names) are registered
// first. The model loads on the first publish, so the lake starts as fast as before.
import { register } from 'node:module';
import type { SanityDocument } from './document';
import type { ValidateDocuments, ValidationProblem } from './releases';

type Validate = (document: SanityDocument, dataset: () => SanityDocument[]) => Promise<ValidationProblem[]>;

async function loadContentModel(): Promise<Validate> {
  register('../../scripts/css-modules-hooks.mjs', import.meta.url);
  const [{ blockSchemas, blockTypes }, schemas] = await Promise.all([import('@dealer/blocks'), import('@dealer/schemas')]);
  const types = schemas.toStudioTypes(
    [
      schemas.siteSettingsType,
      schemas.createPageType(blockTypes),
      schemas.menuType,
      schemas.locationType,
      schemas.reviewType,
      schemas.postType,
      schemas.promoType,
      schemas.legalPageType,
      schemas.redirectType,
      ...blockSchemas,
    ],
    { blockTypeNames: blockTypes },
  );
  const known = new Set(types.map((type) => type.name));
  return async (document, dataset) => {
    // Types outside the content model (none are versioned today) are not this model's to judge.
    if (!known.has(String(document._type))) return [];
    const markers = await schemas.validateDocument(document as { _type: string }, types, {
      getClient: () => schemas.clientFromDocuments(dataset()),
    });
    return markers.filter((marker) => marker.level === 'error').map((marker) => ({ id: document._id, path: marker.path, message: marker.message }));
  };
}

/** The hook for startLake's `validate` option. */
export function contentValidator(): ValidateDocuments {
  let model: Promise<Validate> | undefined;
  return async (documents, { dataset }) => {
    const validate = await (model ??= loadContentModel());
    let all: SanityDocument[] | undefined;
    const cachedDataset = () => (all ??= dataset());
    return (await Promise.all(documents.map((document) => validate(document, cachedDataset)))).flat();
  };
}
