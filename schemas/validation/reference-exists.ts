import type { CustomValidatorResult } from '@sanity/types';
import { validationApiVersion } from './link-target';
import type { ValidatorContext } from './validator-context';

/**
 * Broken references: a reference must point at a document that exists (published or draft).
 * `toStudioTypes` attaches it to every field or array member of type "reference".
 */
export const referenceExists = async (value: unknown, context: ValidatorContext): Promise<CustomValidatorResult> => {
  const ref = (value as { _ref?: unknown } | null | undefined)?._ref;
  if (typeof ref !== 'string' || !ref) return true;
  const id = ref.replace(/^drafts\./, '');
  let exists: boolean;
  try {
    if (context.getDocumentExists) {
      exists = (await context.getDocumentExists({ id })) || (await context.getDocumentExists({ id: `drafts.${id}` }));
    } else {
      const client = context.getClient?.({ apiVersion: validationApiVersion });
      if (!client) return true;
      exists = (await client.fetch<number>('count(*[_id in $ids])', { ids: [id, `drafts.${id}`] }, { perspective: 'raw' })) > 0;
    }
  } catch (error) {
    return `Could not check the referenced document (${error instanceof Error ? error.message : String(error)}). Check your connection and try again.`;
  }
  return exists ? true : `This points at a document that no longer exists (${id}). Choose another document, or remove the reference.`;
};
