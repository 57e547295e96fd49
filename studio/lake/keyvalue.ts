// `/users/me/keyvalue`: where the Studio remembers an editor's list layouts and sort orders.
// One local editor, so one map, kept in <dataDir>/keyvalue.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isObject } from './document';
import { badRequest } from './errors';

export class KeyValueStore {
  private readonly file: string;
  private readonly values: Record<string, unknown>;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'keyvalue.json');
    let stored: unknown = {};
    try {
      stored = existsSync(this.file) ? JSON.parse(readFileSync(this.file, 'utf8')) : {};
    } catch {
      stored = {}; // preferences only: a damaged file is started afresh
    }
    this.values = isObject(stored) ? stored : {};
  }

  get(keys: string[]): { key: string; value: unknown }[] {
    return keys.map((key) => ({ key, value: this.values[key] ?? null }));
  }

  /** Body: `[{key, value}]`; answers with the stored pairs. */
  set(body: unknown): { key: string; value: unknown }[] {
    if (!Array.isArray(body) || !body.every((pair) => isObject(pair) && typeof pair.key === 'string' && pair.key !== '')) {
      throw badRequest('Expected [{key, value}] with string keys');
    }
    const pairs = body as { key: string; value: unknown }[];
    for (const { key, value } of pairs) this.values[key] = value;
    writeFileSync(this.file, JSON.stringify(this.values), { mode: 0o600 });
    return pairs.map(({ key, value }) => ({ key, value }));
  }
}
