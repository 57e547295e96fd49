/**
 * Compile-time check that every block's zod parser reads what its GROQ projection returns, as
 * Sanity TypeGen types it (schemas/generated, `npm run typegen`): a field the parser expects that
 * the projection does not select, or a projected value the parser's input type does not accept,
 * is a type error here naming the block and the field. Nothing runs; tsc (npm run typecheck) checks it.
 */
import type { PageQueryResult } from '@dealer/schemas/content-types';
import type { z } from 'zod';
import type { blockRegistry } from '../index';

type Registry = typeof blockRegistry;
type ProjectedBlock = NonNullable<NonNullable<PageQueryResult>['blocks']>[number];
type Projected<K extends keyof Registry> = Omit<Extract<ProjectedBlock, { _type: K }>, '_type' | '_key'>;
type ParserInput<K extends keyof Registry> = z.input<Registry[K]['data']>;

/** Fields the parser reads that the projection never returns. */
type Unselected<K extends keyof Registry> = Exclude<keyof ParserInput<K>, keyof Projected<K>>;
/** Fields whose projected type the parser does not accept. */
type Mismatched<K extends keyof Registry> = {
  [F in keyof ParserInput<K> & keyof Projected<K>]: Projected<K>[F] extends ParserInput<K>[F] ? never : F;
}[keyof ParserInput<K> & keyof Projected<K>];

type Drift = { [K in keyof Registry]: [Unselected<K>] extends [never] ? ([Mismatched<K>] extends [never] ? never : `${K}.${Mismatched<K> & string} (type)`) : `${K}.${Unselected<K> & string} (not selected)` }[keyof Registry];

/** `true` when parsers and projections agree; otherwise the error names `block.field`. */
export const parsersMatchProjections: [Drift] extends [never] ? true : Drift = true;
