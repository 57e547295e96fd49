import type { CustomValidatorResult, SchemaTypeDefinition } from '@sanity/types';
import type { LookupClient, ValidatorContext } from './validator-context';

/**
 * An offline stand-in for the Studio's validation, for tests and content scripts: runs the
 * `validation` of `toStudioTypes(...)` output over a document. It evaluates `required` and
 * `custom` rules (all this content model uses) and ignores the other rule methods.
 */
export interface ValidationMarker {
  path: string;
  level: 'error' | 'warning' | 'info';
  message: string;
}

/** A custom validator as the offline run calls it: with the look-ups of `ValidatorContext` only. */
export type OfflineValidator = (value: unknown, context: ValidatorContext) => CustomValidatorResult | Promise<CustomValidatorResult>;

/** What one rule asks for, as recorded by `OfflineRule`. */
export interface RuleSpec {
  required: boolean;
  customs: readonly OfflineValidator[];
  level: ValidationMarker['level'];
  message?: string;
}

/** Records what a `validation` function asks of its rule; immutable like Sanity's Rule. */
export class OfflineRule {
  constructor(readonly spec: RuleSpec = { required: false, customs: [], level: 'error' }) {}
  private with(change: Partial<RuleSpec>): OfflineRule {
    return new OfflineRule({ ...this.spec, ...change });
  }
  required() {
    return this.with({ required: true });
  }
  custom(fn: OfflineValidator) {
    return this.with({ customs: [...this.spec.customs, fn] });
  }
  error(message?: string) {
    return this.with({ level: 'error', message });
  }
  warning(message?: string) {
    return this.with({ level: 'warning', message });
  }
  info(message?: string) {
    return this.with({ level: 'info', message });
  }
}

/**
 * Sanity calls a `validation` function with the rule of its field or type; offline that rule is an
 * `OfflineRule`, which records `required`, `custom` and the level, the parts this content model
 * uses (a validator that reads more of Sanity's rule or context cannot run offline).
 */
const isValidationFunction = (value: unknown): value is (rule: OfflineRule) => unknown => typeof value === 'function';

/**
 * The rules a `validation` value builds, whatever form Sanity allows: a function of the rule, a
 * rule, an array of either, or `false`/`undefined` for none.
 */
export function rulesOf(validation: unknown): OfflineRule[] {
  if (validation instanceof OfflineRule) return [validation];
  if (Array.isArray(validation)) return validation.flatMap((item) => rulesOf(item));
  if (isValidationFunction(validation)) return rulesOf(validation(new OfflineRule()));
  return [];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

async function runValidation(validation: unknown, value: unknown, path: string, context: ValidatorContext, markers: ValidationMarker[]) {
  for (const { spec } of rulesOf(validation)) {
    if (spec.required && isEmpty(value)) {
      markers.push({ path, level: spec.level, message: spec.message ?? 'Required' });
      continue;
    }
    for (const custom of spec.customs) {
      const result = await custom(value, context);
      if (result !== true) markers.push({ path, level: spec.level, message: spec.message ?? String(result) });
    }
  }
}

/** The parts of a Sanity type, field or array member the offline run walks through. */
interface SchemaNode {
  name?: string;
  type: string;
  validation?: unknown;
  fields?: readonly SchemaNode[];
  of?: readonly SchemaNode[];
}

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Runs every rule of `toStudioTypes` output over one document; returns the problems found. */
export async function validateDocument(
  document: { _type: string; [key: string]: unknown },
  types: readonly SchemaTypeDefinition[],
  options: { getClient?: ValidatorContext['getClient'] } = {},
): Promise<ValidationMarker[]> {
  const byName = new Map<string, SchemaNode>(types.map((type) => [type.name, type]));
  const markers: ValidationMarker[] = [];
  const base: ValidatorContext = { document, getClient: options.getClient };

  const visit = async (node: SchemaNode, value: unknown, path: string, parent: unknown) => {
    const context: ValidatorContext = { ...base, parent, path: path ? path.split('.') : [] };
    await runValidation(node.validation, value, path, context, markers);
    const named = byName.get(node.type);
    if (named) await runValidation(named.validation, value, path, context, markers);
    const fields = node.fields ?? named?.fields;
    if (fields && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const field of fields) if (field.name) await visit(field, (value as Record<string, unknown>)[field.name], join(path, field.name), value);
    }
    const members = node.of;
    if (node.type === 'array' && members && Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const itemType = item && typeof item === 'object' ? (item as { _type?: string })._type : typeof item;
        const member = members.find((candidate) => (candidate.name ?? candidate.type) === itemType) ?? (members.length === 1 ? members[0] : undefined);
        if (member && member.type !== 'block') await visit(member, item, join(path, index), value);
      }
    }
  };

  const type = byName.get(document._type);
  if (!type) return [{ path: '', level: 'error', message: `Unknown document type "${document._type}"` }];
  await visit(type, document, '', undefined);
  return markers;
}

/**
 * A client that answers the validators' look-ups (link-target.ts, reference-exists.ts, redirect.ts) from a list
 * of documents, e.g. the seed content of tenants/sites/{site}/content.ndjson.
 */
export function clientFromDocuments(documents: ReadonlyArray<Record<string, unknown>>): LookupClient {
  return {
    async fetch<R>(_query: string, params: Record<string, unknown>): Promise<R> {
      if (Array.isArray(params.ids)) return documents.filter((doc) => (params.ids as unknown[]).includes(doc._id)).length as R;
      if (params.field === 'source' || params.field === 'destination') {
        // redirect.ts otherRedirectsQuery: the site's other redirects from (or to) a path
        const field = params.field;
        return documents.filter(
          (doc) => doc._type === 'redirect' && doc.site === params.site && doc._id !== params.published && doc._id !== params.draft && doc[field] === params.value,
        ).length as R;
      }
      const types = params.types as string[];
      const matches = documents.filter(
        (doc) =>
          types.includes(doc._type as string) &&
          (params.site === null || doc.site === params.site) &&
          (doc.slug as { current?: unknown } | undefined)?.current === params.slug,
      );
      return matches.length as R;
    },
  };
}
