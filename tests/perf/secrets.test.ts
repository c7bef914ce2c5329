// Nothing secret may reach the browser: the built client is scanned for service-role keys
// (the CLI's and any JWT whose role is service_role), Supabase secret keys and private keys.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'

const DIST = 'dist/client'
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  )

function jwtRoles(text: string): string[] {
  return [...text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)].map((m) => {
    try {
      return String(JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')).role ?? '')
    } catch {
      return ''
    }
  })
}

function findSecrets(text: string): string[] {
  const found: string[] = []
  if (text.includes(SERVICE_ROLE_KEY)) found.push('the local service_role key')
  if (jwtRoles(text).includes('service_role')) found.push('a service_role JWT')
  if (/sb_secret_[\w-]{8,}/.test(text)) found.push('a Supabase secret key (sb_secret_…)')
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) found.push('a private key')
  if (/SUPABASE_SERVICE_ROLE_KEY\s*[:=]\s*['"][^'"]+/.test(text)) found.push('a service-role key assignment')
  return found
}

describe('secret scan of the built client', () => {
  it('finds what it looks for (so a clean result means something)', () => {
    expect(findSecrets(`const k = "${SERVICE_ROLE_KEY}"`)).toContain('the local service_role key')
    expect(findSecrets('x="sb_secret_abcdefghijkl"')).toEqual(['a Supabase secret key (sb_secret_…)'])
    expect(findSecrets('-----BEGIN RSA PRIVATE KEY-----')).toEqual(['a private key'])
  })

  it('no file in dist/client carries a secret', () => {
    const hits = files(DIST).flatMap((f) => findSecrets(readFileSync(f, 'utf8')).map((s) => `${f}: ${s}`))
    expect(files(DIST).length).toBeGreaterThan(10)
    expect(hits).toEqual([])
  })
})
