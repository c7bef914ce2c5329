// Types of scripts/gen-db-types.mjs for the drift test (tests/backend/database-types.test.ts).
export const OUTPUT: URL
export function generateDatabaseTypes(): Promise<string>
