// supabase/config.toml's email templates (what hosted Supabase and the CLI send) and the local
// backend's emails lead to the same pages with the same token hash, under the same subjects.
import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATES } from '../../supabase/local/auth-email.ts'
import { startBackend, type Backend } from './harness'

const SITE = 'http://127.0.0.1:8787'
type Template = { name: string; subject: string; contentPath: string }

/** The [auth.email.template.<name>] tables of config.toml. */
function configTemplates(): Template[] {
  const toml = readFileSync('supabase/config.toml', 'utf8')
  return [...toml.matchAll(/^\[auth\.email\.template\.(\w+)\]\nsubject = "([^"]*)"\ncontent_path = "([^"]*)"$/gm)].map(
    ([, name, subject, contentPath]) => ({ name, subject, contentPath }),
  )
}

/** Go template variables filled in as GoTrue does; the links of the rendered HTML. */
function renderedLinks(template: Template, vars: Record<string, string>): string[] {
  const html = readFileSync(template.contentPath, 'utf8').replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_, v: string) => {
    if (!(v in vars)) throw new Error(`${template.name}: unknown variable ${v}`)
    return vars[v]
  })
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'))
}

let backend: Backend
beforeAll(async () => {
  backend = await startBackend({ seed: false, auth: { confirmEmail: true, siteUrl: SITE } })
})
afterAll(() => backend?.stop())

// config.toml template → the local email kind it stands for
const KIND: Record<string, keyof typeof TEMPLATES> = {
  confirmation: 'signup',
  invite: 'invite',
  recovery: 'recovery',
  magic_link: 'magiclink',
  email_change: 'email_change',
}

describe('email templates', () => {
  const templates = configTemplates()

  it('config.toml names every template GoTrue sends, each file exists', () => {
    expect(templates.map((t) => t.name).sort()).toEqual([
      'confirmation',
      'email_change',
      'invite',
      'magic_link',
      'reauthentication',
      'recovery',
    ])
    for (const t of templates) expect(existsSync(t.contentPath), t.contentPath).toBe(true)
  })

  it('uses the local emails’ subjects', () => {
    for (const t of templates.filter((t) => t.name in KIND))
      expect(t.subject, t.name).toBe(TEMPLATES[KIND[t.name]].subject)
  })

  it('links to the same page and token hash as the local backend’s emails, and shows the code', async () => {
    const anon = backend.anon()
    const email = `templates-${Date.now()}@example.com`
    const mails: Record<string, Awaited<ReturnType<Backend['outbox']>>[number]> = {}
    const newest = async (address: string) => (await backend.outbox(address))[0]

    await anon.auth.signUp({ email, password: 'secret-pass-1' })
    mails.confirmation = await newest(email)
    expect((await anon.auth.verifyOtp({ email, token: mails.confirmation.token!, type: 'signup' })).error).toBeNull()
    await anon.auth.resetPasswordForEmail(email)
    mails.recovery = await newest(email)
    await backend.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    mails.magic_link = await newest(email)
    const invited = `invited-${Date.now()}@example.com`
    await backend.service().auth.admin.inviteUserByEmail(invited)
    mails.invite = await newest(invited)
    const moved = `moved-${Date.now()}@example.com`
    await anon.auth.updateUser({ email: moved })
    mails.email_change = await newest(moved)

    for (const [name, mail] of Object.entries(mails)) {
      const template = templates.find((t) => t.name === name)!
      const links = renderedLinks(template, {
        SiteURL: SITE,
        TokenHash: mail.token_hash!,
        Token: mail.token!,
        Email: email,
        NewEmail: moved,
      })
      expect(links, name).toEqual([mail.link])
      expect(mail.kind, name).toBe(KIND[name])
      expect(readFileSync(template.contentPath, 'utf8').includes('{{ .Token }}'), name).toBe(
        name !== 'recovery' && name !== 'invite',
      )
    }
  })
})
