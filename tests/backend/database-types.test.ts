// The drift check: shared/database.types.ts is what scripts/gen-db-types.mjs makes of
// supabase/migrations today. A migration changed without regenerating fails here, naming the command.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateDatabaseTypes, OUTPUT } from '../../scripts/gen-db-types.mjs'

describe('the generated Database type', () => {
  let generated: string
  beforeAll(async () => {
    generated = await generateDatabaseTypes()
  })

  it('matches the migrations (run npm run db:types after changing one)', () => {
    const committed = readFileSync(OUTPUT, 'utf8')
    const firstDifference = generated.split('\n').findIndex((line, i) => line !== committed.split('\n')[i])
    expect(
      committed === generated
        ? null
        : `shared/database.types.ts differs from supabase/migrations from line ${firstDifference + 1}: run npm run db:types`,
    ).toBeNull()
  })

  it('describes each table as supabase gen types does: Row, Insert (defaults optional), Update, Relationships', () => {
    // a column with a default is optional on insert; a not-null one without is required
    expect(generated).toMatch(/leads: \{\n\s+Row: \{[^}]*\n\s+id: string\n/)
    expect(generated).toMatch(/Insert: \{[^}]*\n\s+id\?: string\n/)
    expect(generated).toContain('referencedRelation: "companies"')
    expect(generated).toContain('Returns: boolean')
  })
})
