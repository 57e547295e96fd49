import type { RuleDef } from '@sanity/types';

/**
 * A `validation` that fits every Sanity type: the Studio calls it with the rule of the field or
 * type it is attached to (StringRule, ObjectRule, DocumentRule, ...) and it returns a rule of the
 * same kind, so one builder serves link fields, blocks and documents alike.
 */
export type AnyRuleValidation = <R extends RuleDef<R, unknown>>(rule: R) => R;
