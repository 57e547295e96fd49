/**
 * Sanity schema definitions in Sanity's own format. `defineType`/`defineField` mirror the `sanity`
 * package's identity helpers so these objects can be handed to the Studio unchanged; keeping the
 * content model free of the Studio dependency lets the web app import it without pulling in the
 * Studio bundle.
 */
export interface FieldDefinition {
  name: string;
  type: string;
  title?: string;
  description?: string;
  of?: ReadonlyArray<{ type: string; name?: string; title?: string; fields?: readonly FieldDefinition[]; to?: unknown }>;
  fields?: readonly FieldDefinition[];
  options?: Record<string, unknown>;
  initialValue?: unknown;
  hidden?: boolean;
  readOnly?: boolean;
  /** Required fields are enforced by the Studio (issue: Studio) and by the web's data parsers. */
  required?: boolean;
}

export interface TypeDefinition<TName extends string = string> {
  name: TName;
  type: 'document' | 'object';
  title: string;
  description?: string;
  fields: readonly FieldDefinition[];
  preview?: { select: Record<string, string> };
}

export function defineType<const T extends TypeDefinition>(definition: T): T {
  return definition;
}

export function defineField<const T extends FieldDefinition>(definition: T): T {
  return definition;
}

/** Every tenant-scoped document carries the slug of the site it belongs to. */
export const siteField = defineField({
  name: 'site',
  type: 'string',
  title: 'Site',
  description: 'The dealer site this document belongs to (its slug). Set by the Studio structure.',
  readOnly: true,
  required: true,
});
