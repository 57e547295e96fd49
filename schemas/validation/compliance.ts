import type { CustomValidatorResult } from '@sanity/types';
import type { AnyRuleValidation } from './any-rule-validation';
import { componentPricingProblems } from './component-pricing';
import { financeProblems } from './finance-compliance';
import { collectTexts } from './prominence';

/** All compliance problems of one block or document, each with how to fix it. */
export function complianceProblems(value: unknown, options: { unit?: string; skipKeys?: readonly string[] } = {}): string[] {
  const pieces = collectTexts(value, { skipKeys: options.skipKeys });
  return [...financeProblems(pieces, options.unit), ...componentPricingProblems(pieces, options.unit)];
}

const unitOfDocument: Record<string, string> = { page: 'page', legalPage: 'legal page', promo: 'promo card', post: 'blog post' };

/**
 * The compliance rules for any page block, present or future: finance (National Credit Code
 * s164, ASIC RG 178) and component pricing (Australian Consumer Law s48), over every string and
 * Portable Text block of the block object. `toStudioTypes` attaches it to every block type.
 */
export const blockCompliance = (value: unknown, _context?: unknown): CustomValidatorResult => {
  const problems = complianceProblems(value, { unit: 'block' });
  return problems.length ? problems.join(' ') : true;
};

/**
 * The same rules for a page, legal page or promo document's own text (title, SEO, body, ...).
 * A page's blocks are left out here: each block is checked on its own (`blockCompliance`), so a
 * problem is reported once, on the block that has it.
 */
export const documentCompliance = (value: unknown, _context?: unknown): CustomValidatorResult => {
  const type = (value as { _type?: unknown } | null)?._type;
  const problems = complianceProblems(value, { unit: (typeof type === 'string' && unitOfDocument[type]) || 'document', skipKeys: ['blocks'] });
  return problems.length ? problems.join(' ') : true;
};

/** `validation` for block types: error level, so the Studio will not publish a non-compliant block. */
export const blockComplianceValidation: AnyRuleValidation = (rule) => rule.custom(blockCompliance).error();

/** `validation` for page, legal page, promo and blog post documents. */
export const documentComplianceValidation: AnyRuleValidation = (rule) => rule.custom(documentCompliance).error();
