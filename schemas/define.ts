/**
 * Sanity schema definitions in Sanity's own format. `defineType`/`defineField` mirror the `sanity`
 * package's identity helpers so these objects can be handed to the Studio unchanged; keeping the
 * content model free of the Studio dependency lets the web app import it without pulling in the
 * Studio bundle.
 */

/**
 * What a validator's context holds when the Studio runs it (a structural subset of Sanity's
 * ValidationContext): the document being edited, the object holding the value, the value's path,
 * and a Content Lake client for look-ups.
 */
export interface ValidationContextLike {
  document?: { _id?: string; _type?: string; site?: unknown; [key: string]: unknown };
  parent?: unknown;
  path?: ReadonlyArray<unknown>;
  getClient?: (options: { apiVersion: string }) => ClientLike;
  getDocumentExists?: (options: { id: string }) => Promise<boolean>;
}

/** The part of @sanity/client that validators use. */
export interface ClientLike {
  fetch<R = unknown>(query: string, params: Record<string, unknown>, options?: { perspective?: 'raw' | 'published' | 'drafts' }): Promise<R>;
}

export type CustomValidatorResultLike = true | string;

/** A Sanity custom validator: `true` when the value is fine, else a message that says how to fix it. */
export type CustomValidatorLike = (value: unknown, context: ValidationContextLike) => CustomValidatorResultLike | Promise<CustomValidatorResultLike>;

/**
 * The methods of Sanity's `Rule` that this content model uses. Sanity's own rule types
 * (StringRule, DocumentRule, ...) satisfy it, so a `validation` function written against it is
 * handed to the Studio unchanged. Rules are immutable builders: every method returns a new rule
 * of the same kind (`this`).
 */
export interface RuleLike {
  required(): this;
  custom(fn: CustomValidatorLike): this;
  error(message?: string): this;
  warning(message?: string): this;
  info?(message?: string): this;
  min?(limit: number): this;
  max?(limit: number): this;
}

/**
 * Sanity's `validation` property: builds one rule or several from the base rule of the field.
 * Generic in the rule kind so that it fits every Sanity field type's `validation`.
 */
export type ValidationBuilderLike = <R extends RuleLike>(rule: R) => R | R[];

export interface FieldDefinition {
  name: string;
  type: string;
  title?: string;
  description?: string;
  of?: ReadonlyArray<{ type: string; name?: string; title?: string; fields?: readonly FieldDefinition[]; to?: unknown; validation?: ValidationBuilderLike }>;
  fields?: readonly FieldDefinition[];
  options?: Record<string, unknown>;
  initialValue?: unknown;
  hidden?: boolean;
  readOnly?: boolean;
  /**
   * Required fields are enforced by the Studio and by the web's data parsers. Not a Sanity key:
   * `toStudioTypes` (schemas/studio.ts) turns it into a `validation` rule.
   */
  required?: boolean;
  /** Sanity's own validation (schemas/validation/ holds the rules). */
  validation?: ValidationBuilderLike;
}

export interface TypeDefinition<TName extends string = string> {
  name: TName;
  type: 'document' | 'object';
  title: string;
  description?: string;
  fields: readonly FieldDefinition[];
  preview?: { select: Record<string, string> };
  validation?: ValidationBuilderLike;
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
