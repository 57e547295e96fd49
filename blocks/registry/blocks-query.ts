import type { AnyBlockDefinition } from './define-registry';

/**
 * The projection of a `blocks` array: each block type contributes its own fields through a
 * conditional projection, so one GROQ query loads a whole page with exactly the fields its blocks
 * need. Unknown block types still come back with `_type` and `_key` for the placeholder.
 */
export function blocksProjection(registry: Record<string, AnyBlockDefinition>): string {
  const branches = Object.values(registry).map(
    (block) => `_type == ${JSON.stringify(block.type)} => {${block.projection}}`,
  );
  return `{_key, _type, ${branches.join(', ')}}`;
}
