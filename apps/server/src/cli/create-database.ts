import { loadEnv } from '../env';
import { openDatabaseFromEnv } from '../database';

// Creates and migrates the database, then exits: `import.ts` runs it in a process of its own
// before a first import (docs/operations.md#importing-open-data).
const database = await openDatabaseFromEnv(loadEnv(), { lowMemory: true });
await database.close();
