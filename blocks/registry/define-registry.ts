import type { BlockDefinition } from './define-block';

// Each block's data type differs, and a component's props make BlockDefinition invariant in it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<string, any>;

/**
 * Checks the manifest at compile time: every entry is a complete BlockDefinition (schema,
 * projection, parser, component) and is filed under its own type name.
 */
export function defineRegistry<const R extends Record<string, AnyBlockDefinition>>(
  registry: R & { [K in keyof R]: { type: K } },
): R {
  return registry;
}
