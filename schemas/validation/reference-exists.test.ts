import { describe, expect, it } from 'vitest';
import { referenceExists } from './reference-exists';
import { clientFromDocuments } from './validate-document';

const client = clientFromDocuments([{ _id: 'location_a_1', _type: 'location' }, { _id: 'drafts.location_a_2', _type: 'location' }]);

describe('broken references (README "The Studio (dealer marketers)")', () => {
  it.each([
    ['a published document', 'location_a_1'],
    ['a draft-only document', 'location_a_2'],
  ])('accepts a reference to %s', async (_name, ref) => {
    expect(await referenceExists({ _type: 'reference', _ref: ref }, { getClient: () => client })).toBe(true);
  });

  it('rejects a reference to a missing document with how to fix it', async () => {
    expect(await referenceExists({ _type: 'reference', _ref: 'location_a_9' }, { getClient: () => client })).toBe(
      'This points at a document that no longer exists (location_a_9). Choose another document, or remove the reference.',
    );
  });

  it('uses the Studio’s getDocumentExists when there is one', async () => {
    const seen: string[] = [];
    const getDocumentExists = async ({ id }: { id: string }) => (seen.push(id), false);
    expect(await referenceExists({ _ref: 'x' }, { getDocumentExists })).toContain('no longer exists (x)');
    expect(seen).toEqual(['x', 'drafts.x']);
  });
});
