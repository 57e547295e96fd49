import type { ClientLike, CustomValidatorLike, RuleLike, ValidationBuilderLike, ValidationContextLike } from '../define';
import type { StudioFieldDefinition, StudioMemberDefinition, StudioTypeDefinition } from '../studio';

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

interface RuleSpec {
  required: boolean;
  customs: CustomValidatorLike[];
  level: ValidationMarker['level'];
  message?: string;
}

class RecordingRule implements RuleLike {
  constructor(readonly spec: RuleSpec = { required: false, customs: [], level: 'error' }) {}
  private with(change: Partial<RuleSpec>): this {
    return new RecordingRule({ ...this.spec, ...change }) as this;
  }
  required() {
    return this.with({ required: true });
  }
  custom(fn: CustomValidatorLike) {
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
  min(): this {
    return this;
  }
  max(): this {
    return this;
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

async function runValidation(build: ValidationBuilderLike | undefined, value: unknown, path: string, context: ValidationContextLike, markers: ValidationMarker[]) {
  if (!build) return;
  const built = build(new RecordingRule());
  for (const rule of Array.isArray(built) ? built : [built]) {
    const { spec } = rule as RecordingRule;
    if (spec.required && isEmpty(value)) {
      markers.push({ path, level: spec.level, message: spec.message ?? 'Required' });
      continue;
    }
    for (const custom of spec.customs) {
      const result = await custom(value, context);
      if (result !== true) markers.push({ path, level: spec.level, message: spec.message ?? result });
    }
  }
}

type Node = StudioTypeDefinition | StudioFieldDefinition | StudioMemberDefinition;

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Runs every rule of `toStudioTypes` output over one document; returns the problems found. */
export async function validateDocument(
  document: { _type: string; [key: string]: unknown },
  types: readonly StudioTypeDefinition[],
  options: { getClient?: ValidationContextLike['getClient'] } = {},
): Promise<ValidationMarker[]> {
  const byName = new Map(types.map((type) => [type.name, type]));
  const markers: ValidationMarker[] = [];
  const base: ValidationContextLike = { document, getClient: options.getClient };

  const visit = async (node: Node, value: unknown, path: string, parent: unknown) => {
    const context: ValidationContextLike = { ...base, parent, path: path ? path.split('.') : [] };
    await runValidation(node.validation, value, path, context, markers);
    const named = byName.get(node.type);
    if (named) await runValidation(named.validation, value, path, context, markers);
    const fields = node.fields ?? named?.fields;
    if (fields && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const field of fields) await visit(field, (value as Record<string, unknown>)[field.name], join(path, field.name), value);
    }
    const members = 'of' in node ? node.of : undefined;
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
 * A client that answers the validators' look-ups (link-target.ts, reference-exists.ts) from a list
 * of documents, e.g. the seed content of tenants/sites/{site}/content.ndjson.
 */
export function clientFromDocuments(documents: ReadonlyArray<Record<string, unknown>>): ClientLike {
  return {
    async fetch<R>(_query: string, params: Record<string, unknown>): Promise<R> {
      if (Array.isArray(params.ids)) return documents.filter((doc) => (params.ids as unknown[]).includes(doc._id)).length as R;
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
