import MiniSearch from 'minisearch';
import { carSearchSchema, comparisonHolds, parseFacetFilter, parseFilterList, parseNumericFilter, searchLimits, validateRequests, type FilterNode, type SearchRecord } from '@dealer/stock/server';

/**
 * The naive way to answer the same requests, for the benchmark's comparison: minisearch for the
 * text (prefix on the last word, 1 typo from 4 letters and 2 from 8), then plain loops over its
 * matches (or every car) for filters, facet counts and stats, and a full sort for the page.
 */

type Row = SearchRecord & Record<string, unknown>;
type Predicate = (row: Row) => boolean;

const numberOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'boolean' ? (value ? 1 : 0) : NaN);

function compile(node: FilterNode): Predicate {
  switch (node.kind) {
    case 'and': {
      const parts = node.children.map(compile);
      return (row) => parts.every((part) => part(row));
    }
    case 'or': {
      const parts = node.children.map(compile);
      return (row) => parts.some((part) => part(row));
    }
    case 'not': {
      const inner = compile(node.child);
      return (row) => !inner(row);
    }
    case 'facet': {
      const wanted = node.value.toLowerCase();
      return (row) => {
        const raw = row[node.attribute];
        return (Array.isArray(raw) ? raw : [raw]).some((value) => value !== null && value !== undefined && String(value).toLowerCase() === wanted);
      };
    }
    case 'range':
      return (row) => {
        const value = numberOf(row[node.attribute]);
        return value >= node.min && value <= node.max;
      };
    case 'compare':
      return (row) => {
        const value = numberOf(row[node.attribute]);
        return !Number.isNaN(value) && comparisonHolds(value, node.operator, node.value);
      };
  }
}

export class NaiveBaseline {
  private readonly mini: MiniSearch<Row>;
  private readonly byId = new Map<string, Row>();

  constructor(private readonly records: readonly SearchRecord[]) {
    this.mini = new MiniSearch<Row>({
      idField: 'objectID',
      fields: [...carSearchSchema.searchableAttributes],
      extractField: (document, field) => {
        const value = (document as Record<string, unknown>)[field];
        return value === null || value === undefined ? '' : String(value);
      },
    });
    this.mini.addAll(records as Row[]);
    for (const record of records) this.byId.set(record.objectID, record as Row);
  }

  search(requests: unknown) {
    return validateRequests(requests, carSearchSchema).map((request) => {
      let rows: Array<{ row: Row; score: number }>;
      if (request.query.trim()) {
        const found = this.mini.search(request.query, {
          combineWith: 'AND',
          prefix: (_term, index, terms) => index === terms.length - 1,
          fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
        });
        rows = found.map((result) => ({ row: this.byId.get(String(result.id))!, score: result.score }));
      } else {
        rows = this.records.map((row) => ({ row: row as Row, score: 0 }));
      }
      const tree = [
        request.filters,
        parseFilterList(request.facetFilters, parseFacetFilter, 'facetFilters'),
        parseFilterList(request.numericFilters, parseNumericFilter, 'numericFilters'),
      ].filter((node): node is FilterNode => node !== null);
      const predicates = tree.map(compile);
      const matched = rows.filter(({ row }) => predicates.every((predicate) => predicate(row)));

      const facets: Record<string, Record<string, number>> = {};
      const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
      for (const facet of request.facets) {
        const counts = new Map<string, number>();
        let min = Infinity;
        let max = -Infinity;
        let sum = 0;
        let n = 0;
        for (const { row } of matched) {
          const raw = row[facet];
          for (const value of Array.isArray(raw) ? raw : [raw]) {
            if (value === null || value === undefined) continue;
            const key = String(value);
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          if (typeof raw === 'number') {
            min = Math.min(min, raw);
            max = Math.max(max, raw);
            sum += raw;
            n++;
          }
        }
        facets[facet] = Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, request.maxValuesPerFacet));
        if (n > 0) stats[facet] = { min, max, avg: sum / n, sum };
      }

      const sort = request.sort;
      matched.sort((a, b) => {
        if (sort) {
          const difference = numberOf(a.row[sort.attribute]) - numberOf(b.row[sort.attribute]);
          if (difference !== 0) return sort.direction === 'asc' ? difference : -difference;
        }
        return b.score - a.score || b.row.custom_rank - a.row.custom_rank;
      });
      const start = request.page * request.hitsPerPage;
      const end = Math.min(start + request.hitsPerPage, searchLimits.paginationLimitedTo);
      return { nbHits: matched.length, hits: matched.slice(start, end).map(({ row }) => row), facets, facets_stats: stats };
    });
  }
}
