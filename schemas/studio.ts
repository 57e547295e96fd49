import type { FieldDefinition, RuleLike, TypeDefinition, ValidationBuilderLike } from './define';
import { blockComplianceValidation } from './validation/compliance';
import { referenceExists } from './validation/reference-exists';

/** A field in pure Sanity form: no `required` key, rules in `validation`. */
export type StudioFieldDefinition = Omit<FieldDefinition, 'required' | 'fields' | 'of'> & {
  fields?: StudioFieldDefinition[];
  of?: StudioMemberDefinition[];
};
export type StudioMemberDefinition = Omit<NonNullable<FieldDefinition['of']>[number], 'fields'> & { fields?: StudioFieldDefinition[] };
export type StudioTypeDefinition = Omit<TypeDefinition, 'fields'> & { fields: StudioFieldDefinition[] };

export interface StudioTypesOptions {
  /**
   * The types that are page blocks. Default: every top-level type of type "object" (in this
   * content model every top-level object type is a block of the block manifest).
   */
  blockTypeNames?: readonly string[];
  /**
   * Validation added to every block type, after the block's own. Default: the compliance rules
   * (finance: National Credit Code s164 / ASIC RG 178; component pricing: ACL s48). `false`: none.
   */
  blockValidation?: ValidationBuilderLike | false;
}

const humanise = (name: string) => {
  const words = name.replace(/_/g, ' ').replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Deep copy of plain data; functions (validation, custom inputs) are shared, not copied. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => copy(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)])) as T;
  }
  return value;
}

const asArray = <R extends RuleLike>(rules: R | R[]): R[] => (Array.isArray(rules) ? rules : [rules]);

/** One validation from several: each builder gets the same base rule (rules are immutable). */
export function combineValidation(builders: readonly ValidationBuilderLike[]): ValidationBuilderLike | undefined {
  if (builders.length === 0) return undefined;
  if (builders.length === 1) return builders[0];
  return (rule) => builders.flatMap((build) => asArray(build(rule)));
}

export const requiredValidation = (title: string): ValidationBuilderLike => (rule) => rule.required().error(`${title} is required.`);

const referenceValidation: ValidationBuilderLike = (rule) => rule.custom(referenceExists).error();

type Node = { name?: string; title?: string; type: string; required?: boolean; validation?: ValidationBuilderLike; fields?: readonly Node[]; of?: readonly Node[] };

function convert(node: Node, extra: readonly ValidationBuilderLike[] = []): Record<string, unknown> {
  const { required, validation, fields, of, ...rest } = node;
  const out: Record<string, unknown> = copy(rest);
  if (fields) out.fields = fields.map((field) => convert(field));
  if (of) out.of = of.map((member) => convert(member));
  const builders: ValidationBuilderLike[] = [];
  if (required === true) builders.push(requiredValidation(node.title ?? (node.name ? humanise(node.name) : 'This field')));
  if (validation) builders.push(validation);
  if (node.type === 'reference') builders.push(referenceValidation);
  builders.push(...extra);
  const combined = combineValidation(builders);
  if (combined) out.validation = combined;
  return out;
}

/**
 * The type definitions in pure Sanity form, for the Studio config:
 * `toStudioTypes([...documentTypes, ...blockSchemas])`. Deep copies (the inputs are untouched):
 * - `required: true` becomes `validation: (Rule) => Rule.required().error('<Title> is required.')`,
 *   combined with the field's own validation (an array of rules), and the `required` key goes,
 *   through `fields` and `of` members at any depth;
 * - reference fields also check that the referenced document exists;
 * - every block type gets the compliance rules (`blockValidation`), so a new block type is
 *   covered without anyone remembering to add them.
 */
export function toStudioTypes(types: readonly TypeDefinition[], options: StudioTypesOptions = {}): StudioTypeDefinition[] {
  const blockValidation = options.blockValidation === undefined ? blockComplianceValidation : options.blockValidation;
  const isBlock = (type: TypeDefinition) => (options.blockTypeNames ? options.blockTypeNames.includes(type.name) : type.type === 'object');
  return types.map((type) => {
    const extra = blockValidation && isBlock(type) ? [blockValidation] : [];
    return convert(type as Node, extra) as unknown as StudioTypeDefinition;
  });
}
