/** What other packages' tests use from leads: a migrated test database, and a software passkey authenticator. */
export { openLeadsTestDatabase } from './db/test-database';
export { createSoftAuthenticator, type SoftAuthenticator } from './accounts/testing/soft-authenticator';
