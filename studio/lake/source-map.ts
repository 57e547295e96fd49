// Content Source Maps (`resultSourceMap` on queries), which @sanity/client's stega needs to know
// which document and field each string of a result came from (README: "Click-to-edit in
// Presentation"). groq-js does not track where values come from, so the lake approximates: a
// string's source is the nearest enclosing result object whose `_id` names a document of the
// query's view, at the same path below it (array items matched by `_key`), and a mapping is
// emitted only when that document holds the very same string there. Renamed and computed fields
// (`"slug": slug.current`, `coalesce(...)`, joins) therefore get no mapping rather than a wrong one.
import type { SanityDocument } from './document';
import { isObject } from './document';
import { idIndex } from './query';

/** How source paths name array items: by index (`true`) or by `_key` (`withKeyArraySelector`). */
export type SourceMapMode = 'index' | 'key';

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>;
}

/** The `resultSourceMap` query parameter as @sanity/client sends it; anything else asks for none. */
export function sourceMapMode(param: string | null): SourceMapMode | undefined {
  if (param === 'withKeyArraySelector') return 'key';
  if (param === 'true') return 'index';
  return undefined;
}

type SourceSegment = string | number | { key: string };

// The same escaping as @sanity/client's jsonPath, so its parser reads our paths back.
const escapeName = (name: string): string => name.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPES[c] ?? c);
const ESCAPES: Record<string, string> = { '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' };

function jsonPath(segments: readonly SourceSegment[]): string {
  let out = '$';
  for (const segment of segments) {
    if (typeof segment === 'string') out += `['${escapeName(segment)}']`;
    else if (typeof segment === 'number') out += `[${segment}]`;
    else out += `[?(@._key=='${segment.key.replace(/['\\]/g, (c) => `\\${c}`)}')]`;
  }
  return out;
}

/** Builds the source map of `result`, a query's answer over the documents of `view`. */
export function contentSourceMap(result: unknown, view: SanityDocument[], mode: SourceMapMode): ContentSourceMap {
  const byId = idIndex(view);
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<SanityDocument, number>();
  const pathIndex = new Map<string, number>();

  const indexOf = <K>(table: Map<K, number>, key: K, add: () => void): number => {
    let index = table.get(key);
    if (index === undefined) {
      index = table.size;
      table.set(key, index);
      add();
    }
    return index;
  };

  interface Anchor {
    doc: SanityDocument;
    /** The value at `path` in `doc`, or undefined once the result leaves the document's shape. */
    node: unknown;
    path: SourceSegment[];
  }

  const walk = (value: unknown, resultPath: (string | number)[], anchor: Anchor | undefined): void => {
    if (typeof value === 'string') {
      if (anchor && anchor.node === value) {
        const document = indexOf(documentIndex, anchor.doc, () =>
          map.documents.push({ _id: String(anchor.doc._originalId ?? anchor.doc._id), _type: String(anchor.doc._type ?? '') }),
        );
        const source = jsonPath(anchor.path);
        const path = indexOf(pathIndex, source, () => map.paths.push(source));
        map.mappings[jsonPath(resultPath)] = { type: 'value', source: { type: 'documentValue', document, path } };
      }
      return;
    }
    if (Array.isArray(value)) {
      const sourceArray = anchor && Array.isArray(anchor.node) ? (anchor.node as unknown[]) : undefined;
      value.forEach((item, index) => {
        let child: Anchor | undefined;
        if (anchor) {
          const key = isObject(item) && typeof item._key === 'string' ? item._key : undefined;
          // A keyed item is found by its key, wherever a filter or slice left it in the result.
          const sourceIndex = key === undefined ? index : (sourceArray?.findIndex((s) => isObject(s) && s._key === key) ?? -1);
          const node = sourceArray && sourceIndex >= 0 ? sourceArray[sourceIndex] : undefined;
          const segment: SourceSegment = key !== undefined && mode === 'key' ? { key } : sourceIndex;
          child = { doc: anchor.doc, node, path: [...anchor.path, segment] };
        }
        walk(item, [...resultPath, index], child);
      });
      return;
    }
    if (!isObject(value)) return;
    const own = typeof value._id === 'string' ? byId.get(value._id) : undefined;
    const here: Anchor | undefined = own ? { doc: own, node: own, path: [] } : anchor;
    for (const [name, child] of Object.entries(value)) {
      const node = here && isObject(here.node) ? here.node[name] : undefined;
      walk(child, [...resultPath, name], here ? { doc: here.doc, node, path: [...here.path, name] } : undefined);
    }
  };

  walk(result, [], undefined);
  return map;
}
