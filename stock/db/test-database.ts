// TEMPORARY, until leads and web take their test database from `@dealer/db/testing` (the next
// commits remove this file).
import { openTestDatabase as openDatabaseForTests, type TestDatabase } from '@dealer/db/testing';
import { migrateStock } from './migrate';

export const openTestDatabase = (label: string): Promise<TestDatabase> => openDatabaseForTests(label, [migrateStock]);
