import type { DocumentDefinition, ObjectDefinition, ObjectRule, SchemaTypeDefinition, SchemaValidationValue, ValidationBuilder } from '@sanity/types';
import type { AnyRuleValidation } from './validation/any-rule-validation';
import { blockComplianceValidation } from './validation/compliance';
import { referenceExists } from './validation/reference-exists';

/** A block type's `validation`, as Sanity types it for object types. */
export type BlockValidation = ValidationBuilder<ObjectRule, Record<string, unknown>>;

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
  blockValidation?: BlockValidation | false;
}

/** Every reference field and array member: the referenced document must exist. */
export const referenceValidation: AnyRuleValidation = (rule) => rule.custom(referenceExists).error();

const asList = <T,>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/**
 * A field's or array member's own validation followed by `extra`, as one builder returning the
 * list of rules (each built from the same base rule: Sanity's rules are immutable).
 */
function withFieldValidation(own: SchemaValidationValue, extra: AnyRuleValidation): SchemaValidationValue {
  if (own === undefined || own === false) return extra;
  if (typeof own !== 'function') return [...asList(own), extra];
  return (rule, context) => [...asList(own(rule, context)), extra(rule)];
}

/** A block type's own validation followed by `extra`. */
function withBlockValidation(own: BlockValidation | undefined, extra: BlockValidation): BlockValidation {
  if (!own) return extra;
  return (rule, context) => [...asList(own(rule, context)), ...asList(extra(rule, context))];
}

/** The parts of a field or array member that the reference check walks through. */
interface FieldNode {
  type: string;
  validation?: SchemaValidationValue;
  fields?: FieldNode[];
  of?: FieldNode[];
}

/** A copy of a field (or array member) whose reference fields, at any depth, check their target. */
function withReferenceChecks<T extends FieldNode>(node: T): T {
  return {
    ...node,
    ...(node.fields && { fields: node.fields.map(withReferenceChecks) }),
    ...(node.of && { of: node.of.map(withReferenceChecks) }),
    ...(node.type === 'reference' && { validation: withFieldValidation(node.validation, referenceValidation) }),
  };
}

const isDocumentType = (type: SchemaTypeDefinition): type is DocumentDefinition => type.type === 'document';
const isObjectType = (type: SchemaTypeDefinition): type is ObjectDefinition => type.type === 'object';

/**
 * The type definitions with the rules the platform adds everywhere, for the Studio config:
 * `toStudioTypes([...documentTypes, ...blockSchemas])`. Returns copies (the inputs, which the web
 * app imports too, are untouched):
 * - every reference field or array member, at any depth, also checks that the referenced
 *   document exists (`referenceExists`);
 * - every block type gets the compliance rules after its own (`blockValidation`), so a new block
 *   type is covered without anyone remembering to add them.
 * Each type's own rules (required fields, link targets, ...) are written in Sanity's form where
 * the type is defined.
 */
export function toStudioTypes(types: readonly SchemaTypeDefinition[], options: StudioTypesOptions = {}): SchemaTypeDefinition[] {
  const blockValidation = options.blockValidation === undefined ? blockComplianceValidation : options.blockValidation;
  const isBlock = (type: SchemaTypeDefinition) => (options.blockTypeNames ? options.blockTypeNames.includes(type.name) : type.type === 'object');
  return types.map((type): SchemaTypeDefinition => {
    if (isDocumentType(type)) return { ...type, fields: type.fields.map(withReferenceChecks) };
    if (!isObjectType(type)) return type;
    const fields = type.fields.map(withReferenceChecks);
    if (!blockValidation || !isBlock(type)) return { ...type, fields };
    return { ...type, fields, validation: withBlockValidation(type.validation, blockValidation) };
  });
}
