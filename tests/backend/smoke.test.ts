import { afterAll, beforeAll, expect, it } from 'vitest'
import { startBackend, type Backend } from './harness'

let backend: Backend
beforeAll(async () => {
  backend = await startBackend()
})
afterAll(() => backend?.stop())

it('applies the bootstrap: API roles exist and auth.uid() reads the request claims', async () => {
  const uid = '00000000-0000-4000-8000-000000000001'
  const row = await backend.db.asRole(
    { role: 'authenticated', sub: uid },
    async (tx) =>
      (
        await tx.query<{ uid: string; role: string; who: string }>(
          'select auth.uid() as uid, auth.role() as role, current_user as who',
        )
      ).rows[0],
  )
  expect(row).toEqual({ uid, role: 'authenticated', who: 'authenticated' })
  const anon = await backend.db.asRole(
    { role: 'anon' },
    async (tx) => (await tx.query<{ uid: string | null }>('select auth.uid() as uid')).rows[0],
  )
  expect(anon.uid).toBeNull()
})
