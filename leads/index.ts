/**
 * Transactions for every runtime, browser included: the lead contract (one zod schema per form,
 * shared by the browser and the API) and its plain rules. Everything that needs the database is in
 * `@dealer/leads/server`.
 */
export * from './contract/enquiry-rules';
export * from './contract/enquiry';
