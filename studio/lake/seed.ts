// Seed content: NDJSON files of Sanity documents (one per line, as `sanity dataset export`
// writes them), loaded on the lake's first start only, so edits made later are never overwritten.
import { readFile } from 'node:fs/promises';
import { isDocument, type SanityDocument } from './document';
import { invalidIdReason } from './ids';

/** Reads and validates every file before anything is written: a bad seed fails the start, whole. */
export async function readSeedFiles(files: string[], log: (line: string) => void): Promise<SanityDocument[]> {
  const byId = new Map<string, { doc: SanityDocument; where: string }>();
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const [index, line] of text.split('\n').entries()) {
      if (line.trim() === '') continue;
      const where = `${file}:${index + 1}`;
      let doc: unknown;
      try {
        doc = JSON.parse(line);
      } catch (error) {
        throw new Error(`${where}: not valid JSON (${(error as Error).message})`);
      }
      if (!isDocument(doc)) throw new Error(`${where}: not a document with a string _id`);
      const reason = invalidIdReason(doc._id);
      if (reason) throw new Error(`${where}: ${reason}`);
      if (typeof doc._type !== 'string' || doc._type === '') throw new Error(`${where}: document "${doc._id}" has no _type`);
      const earlier = byId.get(doc._id);
      if (earlier) log(`lake: seed document "${doc._id}" at ${where} replaces the one at ${earlier.where}`);
      byId.set(doc._id, { doc, where });
    }
  }
  return [...byId.values()].map(({ doc }) => doc);
}
