/**
 * The strings the budget island shows, sent by the server (islandLocale). Not in the island's own
 * module: a server component importing a value from a 'use client' module gets a client reference,
 * not the value.
 */
export const budgetMessageKeys = ['budget.bodyType', 'budget.weekly', 'budget.deposit', 'budget.total', 'budget.viewInRange', 'budget.found', 'budget.noneFound'] as const;
export type BudgetMessageKey = (typeof budgetMessageKeys)[number];
