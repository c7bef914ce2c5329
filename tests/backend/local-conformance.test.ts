// supabase/local against the product's own supabase-js calls (ADR 0011). Three lists:
//   covered  — every auth method, table, query feature and function the client and the Worker call
//              (grep client/ worker/ for `.from(`, `.rpc(`, `auth.`), each answering as hosted Supabase does;
//   refused  — what the local backend deliberately does not serve, each with the exact answer a caller gets;
//   diverges — what it accepts but answers differently from hosted PostgREST (nothing in the product uses them).
// A new call in the product belongs in `covered`; a refusal that starts working fails here so the ADR is updated.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/keys.ts'
import { signIn, startBackend, type Backend } from './harness'

const OWNER = { email: 'user@boardroom.local', password: 'User-demo-2026!', id: 'b0000000-0000-4000-8000-000000000002' }
const ADMIN = { email: 'admin@boardroom.local', password: 'Admin-demo-2026!' }
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const NO_SUCH_ID = '00000000-0000-4000-8000-0000000000ff'

let backend: Backend
let owner: SupabaseClient
let ownerToken: string
let admin: SupabaseClient
const printed = { covered: [] as string[], refused: [] as string[], diverges: [] as string[] }

beforeAll(async () => {
  // confirmation off (SUPABASE_AUTH_CONFIRM_EMAIL=false), as the Supabase CLI's default: a sign-up signs in at once
  backend = await startBackend({ auth: { confirmEmail: false } })
  ;({ client: owner, token: ownerToken } = await signIn(backend, OWNER.email, OWNER.password))
  ;({ client: admin } = await signIn(backend, ADMIN.email, ADMIN.password))
})
afterAll(async () => {
  await owner?.removeAllChannels()
  await backend?.stop()
  for (const [list, calls] of Object.entries(printed))
    console.log(`[local-conformance] ${list} (${calls.length}):\n  ${calls.join('\n  ')}`)
})

/** A PostgREST-style answer: its status, code and message (what the product's error module reads). */
type Answer = { status: number; code: string | undefined; message: string }
const answer = (r: { status: number; error: { code?: string; message: string } | null }): Answer => ({
  status: r.status,
  code: r.error?.code,
  message: r.error?.message ?? '',
})
/** An auth-js or storage-js error: its HTTP status, code and message. */
const authAnswer = (error: { status?: number; code?: string; message: string } | null): Answer => ({
  status: error?.status ?? 0,
  code: error?.code,
  message: error?.message ?? 'no error',
})

// The tables and views the product reads and writes (client/ and worker/).
const PRODUCT_TABLES = [
  'boardroom_reviews',
  'boardroom_sessions',
  'calls',
  'campaign_lead_stats',
  'campaigns',
  'companies',
  'company_ai_budgets',
  'company_figures',
  'company_integrations',
  'company_invitations',
  'company_members',
  'lead_events',
  'lead_import_mappings',
  'lead_import_summaries',
  'lead_imports',
  'lead_facts',
  'lead_score_inputs',
  'lead_wins',
  'leads',
  'platform_settings',
  'profiles',
  'strategies',
  'webhook_deliveries',
  'webhook_overview',
  'webhooks',
  'tiktok_identities',
  'lead_enrichment_fields',
  'notion_exports',
]

describe('covered: auth (GoTrue) as the client calls it', () => {
  const covered = (call: string, fn: () => Promise<void>) =>
    it(call, async () => {
      await fn()
      printed.covered.push(`auth ${call}`)
    })

  covered('signUp (email + password; confirmation off) returns a session', async () => {
    const { data, error } = await backend.anon().auth.signUp({
      email: 'conformance@example.com',
      password: 'Conformance-2026!',
      options: { data: { firstName: 'Ada', lastName: 'Lovelace' } },
    })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe('conformance@example.com')
    expect(data.user?.user_metadata).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
  })

  covered('signInWithPassword, onAuthStateChange, getSession, getUser', async () => {
    const client = backend.anon()
    const events: string[] = []
    const { data: sub } = client.auth.onAuthStateChange((event) => void events.push(event))
    const { data, error } = await client.auth.signInWithPassword({ email: OWNER.email, password: OWNER.password })
    expect(error).toBeNull()
    expect(events).toContain('SIGNED_IN')
    expect((await client.auth.getSession()).data.session?.access_token).toBe(data.session?.access_token)
    expect((await client.auth.getUser()).data.user?.id).toBe(OWNER.id)
    sub.subscription.unsubscribe()
  })

  covered('signInWithPassword with a wrong password: 400 invalid_credentials', async () => {
    const { error } = await backend.anon().auth.signInWithPassword({ email: OWNER.email, password: 'wrong-password' })
    expect(authAnswer(error)).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  covered('refreshSession rotates the refresh token', async () => {
    const { client } = await signIn(backend, OWNER.email, OWNER.password)
    const before = (await client.auth.getSession()).data.session!
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(before.refresh_token)
  })

  covered('updateUser (metadata, then password) and signOut', async () => {
    const client = backend.anon()
    await client.auth.signUp({ email: 'updater@example.com', password: 'Updater-2026!' })
    const meta = await client.auth.updateUser({ data: { firstName: 'Grace' } })
    expect(meta.error).toBeNull()
    expect(meta.data.user?.user_metadata.firstName).toBe('Grace')
    expect((await client.auth.updateUser({ password: 'Updater-2026-new!' })).error).toBeNull()
    expect((await client.auth.signOut()).error).toBeNull()
    expect((await client.auth.getSession()).data.session).toBeNull()
    expect(
      (await backend.anon().auth.signInWithPassword({ email: 'updater@example.com', password: 'Updater-2026-new!' }))
        .error,
    ).toBeNull()
  })

  covered('updateUser({ email }) with emailRedirectTo: the change waits for both addresses to confirm', async () => {
    const client = backend.anon()
    await client.auth.signUp({ email: 'mover@example.com', password: 'Mover-2026!' })
    const { data, error } = await client.auth.updateUser(
      { email: 'moved@example.com' },
      { emailRedirectTo: 'http://127.0.0.1:8787/email-confirm' },
    )
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: 'mover@example.com', new_email: 'moved@example.com' })
    expect((await backend.outbox('moved@example.com'))[0]).toMatchObject({ kind: 'email_change' })
  })

  covered('resetPasswordForEmail, then verifyOtp with the emailed token_hash (recovery)', async () => {
    const client = backend.anon()
    expect(
      (await client.auth.resetPasswordForEmail(OWNER.email, { redirectTo: 'http://127.0.0.1:8787/update-password' }))
        .error,
    ).toBeNull()
    const [mail] = await backend.outbox(OWNER.email)
    expect(mail.kind).toBe('recovery')
    const { data, error } = await client.auth.verifyOtp({ token_hash: mail.token_hash!, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.session?.user.id).toBe(OWNER.id)
  })

  covered('signInWithOtp (existing accounts only), then verifyOtp with the emailed code', async () => {
    const client = backend.anon()
    expect(
      (await client.auth.signInWithOtp({ email: OWNER.email, options: { shouldCreateUser: false } })).error,
    ).toBeNull()
    const [mail] = await backend.outbox(OWNER.email)
    const { data, error } = await client.auth.verifyOtp({ email: OWNER.email, token: mail.token!, type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(OWNER.email)
    const stranger = await client.auth.signInWithOtp({
      email: 'nobody@example.com',
      options: { shouldCreateUser: false },
    })
    // Hosted GoTrue answers 422 otp_disabled here, which tells anyone the address has no account; the
    // local backend answers as for a registered address, and the product's sendEmailCode shows the
    // same words for both (client/features/auth/api.ts)
    expect(authAnswer(stranger.error)).toEqual({ status: 0, code: undefined, message: 'no error' })
    expect(await backend.outbox('nobody@example.com')).toEqual([])
  })

  // Sign in with TikTok (worker/integrations/tiktok-accounts.ts): the Worker's admin calls, and the browser's verify.
  covered(
    'the Worker: admin.createUser (confirmed), admin.getUserById, admin.generateLink (magiclink, nothing sent), then verifyOtp with its token_hash; admin.deleteUser',
    async () => {
      const service = backend.service()
      const created = await service.auth.admin.createUser({
        email: 'tiktok-conformance@users.tiktok.invalid',
        email_confirm: true,
        user_metadata: { firstName: 'Tia' },
      })
      expect(created.error).toBeNull()
      const id = created.data.user!.id
      expect((await service.auth.admin.getUserById(id)).data.user?.email).toBe(
        'tiktok-conformance@users.tiktok.invalid',
      )
      const link = await service.auth.admin.generateLink({
        type: 'magiclink',
        email: 'tiktok-conformance@users.tiktok.invalid',
      })
      expect(link.error).toBeNull()
      expect(link.data.properties?.hashed_token).toMatch(/^[0-9a-f]{56}$/)
      expect(await backend.outbox('tiktok-conformance@users.tiktok.invalid')).toEqual([])
      const { data, error } = await backend
        .anon()
        .auth.verifyOtp({ token_hash: link.data.properties!.hashed_token, type: 'magiclink' })
      expect(error).toBeNull()
      expect(data.session?.user.id).toBe(id)
      expect((await service.auth.admin.deleteUser(id)).error).toBeNull()
      expect(authAnswer((await service.auth.admin.getUserById(id)).error)).toMatchObject({ status: 404 })
    },
  )

  covered('the Worker: auth.getUser(token) with the service role names the member', async () => {
    const { data, error } = await backend.service().auth.getUser(ownerToken)
    expect(error).toBeNull()
    expect(data.user?.id).toBe(OWNER.id)
  })
})

describe('covered: REST (PostgREST) as the client and the Worker call it', () => {
  const covered = (call: string, fn: () => Promise<void>) =>
    it(call, async () => {
      await fn()
      printed.covered.push(`rest ${call}`)
    })

  covered(`every table and view the product uses answers a counted head read (${PRODUCT_TABLES.length})`, async () => {
    for (const table of PRODUCT_TABLES) {
      const r = await owner.from(table).select('*', { count: 'exact', head: true })
      expect({ table, ...answer(r) }).toEqual({ table, status: 200, code: undefined, message: '' })
      expect(typeof r.count).toBe('number')
    }
  })

  covered("select('*').eq().single() — the profile read", async () => {
    const { data, error } = await owner.from('profiles').select('*').eq('id', OWNER.id).single()
    expect(error).toBeNull()
    expect(data.email).toBe(OWNER.email)
  })

  covered('an embedded to-one resource with an alias — company:companies(…)', async () => {
    const { data, error } = await owner
      .from('company_members')
      .select('company_id, company:companies(id, name, industry, ai_workflow)')
      .eq('user_id', OWNER.id)
    expect(error).toBeNull()
    expect(data).toEqual([
      expect.objectContaining({
        company_id: NORTHWIND,
        company: expect.objectContaining({ id: NORTHWIND, name: 'Northwind Analytics' }),
      }),
    ])
  })

  covered(
    'a one-to-one embed, null when absent, read by the platform admin — signup_attribution:signup_attributions(…)',
    async () => {
      const { data, error } = await admin
        .from('profiles')
        .select(
          'id, email, firstName, lastName, role, company, company_id, created_at, signup_attribution:signup_attributions(source, medium, campaign)',
        )
        .eq('id', OWNER.id)
      expect(error).toBeNull()
      expect(data).toEqual([expect.objectContaining({ email: OWNER.email, signup_attribution: null })])
    },
  )

  covered('in, or with ilike, order, range and an exact count', async () => {
    const r = await owner
      .from('leads')
      .select('id, status, email', { count: 'exact' })
      .in('status', ['new', 'contacted', 'qualified'])
      .or('email.ilike.*@*,first_name.ilike.*a*')
      .order('created_at', { ascending: false })
      .range(0, 4)
    expect(r.error).toBeNull()
    expect(r.data!.length).toBe(5)
    expect(r.count).toBeGreaterThan(5)
  })

  covered('eq, neq and gte with a head count — the Worker’s daily debate budget', async () => {
    const r = await owner
      .from('boardroom_sessions')
      .select('id', { count: 'exact', head: true })
      .eq('company_id', NORTHWIND)
      .neq('engine', 'builtin')
      .gte('created_at', '2000-01-01')
    expect(answer(r)).toEqual({ status: 200, code: undefined, message: '' })
    expect(typeof r.count).toBe('number')
  })

  covered(
    "a JSON path with an alias — the debate history's recommendation:debate->decision->>recommendation",
    async () => {
      const columns = 'id, recommendation:debate->decision->>recommendation'
      const { data, error } = await owner
        .from('boardroom_sessions')
        .select(columns)
        .eq('company_id', NORTHWIND)
        .order('created_at', { ascending: false })
      expect(error).toBeNull()
      const full = await owner
        .from('boardroom_sessions')
        .select('id, debate')
        .eq('company_id', NORTHWIND)
        .order('created_at', { ascending: false })
      expect(data!.length).toBeGreaterThan(0)
      expect(data).toEqual(
        full.data!.map((s) => ({
          id: s.id,
          recommendation: (s.debate as { decision: { recommendation: string } }).decision.recommendation,
        })),
      )
    },
  )

  covered('maybeSingle of no row: null, no error', async () => {
    expect(await owner.from('leads').select('id').eq('id', NO_SUCH_ID).maybeSingle()).toMatchObject({
      data: null,
      error: null,
      status: 200,
    })
  })

  covered('insert().select().single(), update().eq().select(), delete().eq()', async () => {
    const made = await owner
      .from('leads')
      .insert({ company_id: NORTHWIND, first_name: 'Conformance', email: 'conformance-lead@example.com' })
      .select()
      .single()
    expect(made.status).toBe(201)
    expect(made.data).toMatchObject({ first_name: 'Conformance', status: 'new', created_by: OWNER.id })
    const changed = await owner.from('leads').update({ status: 'contacted' }).eq('id', made.data.id).select('status')
    expect(changed).toMatchObject({ status: 200, data: [{ status: 'contacted' }] })
    expect((await owner.from('leads').delete().eq('id', made.data.id)).status).toBe(204)
    expect((await owner.from('leads').select('id').eq('id', made.data.id)).data).toEqual([])
  })

  covered('upsert with onConflict — company_figures (company_id, metric)', async () => {
    const figure = {
      company_id: NORTHWIND,
      metric: 'conformance_cash',
      label: 'Cash',
      value: 1000,
      unit: 'USD',
      as_of: '2026-11-01',
    }
    expect((await owner.from('company_figures').upsert(figure, { onConflict: 'company_id,metric' })).error).toBeNull()
    expect(
      (await owner.from('company_figures').upsert({ ...figure, value: 2000 }, { onConflict: 'company_id,metric' }))
        .error,
    ).toBeNull()
    expect((await owner.from('company_figures').select('value').eq('metric', 'conformance_cash')).data).toEqual([
      { value: 2000 },
    ])
  })

  covered('a refusal keeps its code: RLS 42501 on an insert into another company', async () => {
    const r = await owner.from('leads').insert({ company_id: 'c0000000-0000-4000-8000-000000000002', first_name: 'X' })
    expect(answer(r)).toEqual({
      status: 403,
      code: '42501',
      message: 'new row violates row-level security policy for table "leads"',
    })
  })
})

describe('covered: functions (rpc) the product calls', () => {
  const covered = (call: string, fn: () => Promise<void>) =>
    it(call, async () => {
      await fn()
      printed.covered.push(`rpc ${call}`)
    })

  covered('is_company_member (the Worker)', async () => {
    expect(await owner.rpc('is_company_member', { company_id: NORTHWIND })).toMatchObject({ data: true, error: null })
  })
  covered('company_member_directory', async () => {
    const { data, error } = await owner.rpc('company_member_directory', { target_company_id: NORTHWIND })
    expect(error).toBeNull()
    expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: OWNER.id })]))
  })
  covered('my_pending_invitations', async () => {
    expect(await owner.rpc('my_pending_invitations')).toMatchObject({ data: [], error: null })
  })
  covered('admin_overview, admin_weekly_usage, admin_company_overview (platform admin)', async () => {
    expect((await admin.rpc('admin_overview')).error).toBeNull()
    const usage = await admin.rpc('admin_weekly_usage', { weeks: 8 })
    expect(usage.error).toBeNull()
    expect(usage.data).toHaveLength(8)
    expect((await admin.rpc('admin_company_overview')).error).toBeNull()
  })

  // The writes, with the argument names the product sends and ids that name nothing: each call
  // reaches its function (the overload resolves by argument names) and gets the function's own
  // refusal word for word, never PostgREST's "Could not find the function" (PGRST202). Their
  // effects are tested in access-matrix, company-invitations, lead-import, webhooks, calls-billing.
  const WRITES: [string, Record<string, unknown>, Answer][] = [
    [
      'request_company_plan',
      { target_company_id: NO_SUCH_ID, requested: 'pro' },
      { status: 403, code: '42501', message: 'Only an owner of the company can change its plan' },
    ],
    [
      'transfer_company_ownership',
      { target_company_id: NO_SUCH_ID, new_owner_id: NO_SUCH_ID },
      { status: 403, code: '42501', message: 'Only an owner of the company can transfer its ownership' },
    ],
    [
      'accept_company_invitation',
      { invitation_id: NO_SUCH_ID },
      { status: 403, code: '42501', message: 'This invitation is not addressed to you' },
    ],
    [
      'decline_company_invitation',
      { invitation_id: NO_SUCH_ID },
      { status: 403, code: '42501', message: 'This invitation is not addressed to you' },
    ],
    [
      'set_company_integrations',
      { target_company_id: NO_SUCH_ID, providers: [] },
      { status: 403, code: '42501', message: 'Only owners and admins of the company can choose its integrations' },
    ],
    [
      'import_leads',
      { p_import_id: NO_SUCH_ID, p_rows: [] },
      { status: 403, code: '42501', message: 'There is no running import of yours with this id' },
    ],
    // PT404: PostgREST answers the status the code names, so "no such import" is a 404, not an outage's 5xx
    [
      'undo_lead_import',
      { p_import_id: NO_SUCH_ID },
      { status: 404, code: 'PT404', message: 'There is no import with this id' },
    ],
    [
      'merge_leads',
      { p_keep: NO_SUCH_ID, p_remove: [NO_SUCH_ID], p_values: {} },
      { status: 404, code: 'PT404', message: 'The lead to keep no longer exists' },
    ],
    [
      'create_webhook',
      { url: 'https://example.com/hook', description: '', events: ['webhook.test'] },
      { status: 403, code: '42501', message: 'Only a platform admin can add a webhook' },
    ],
    [
      'webhook_signing_secret',
      { webhook_id: NO_SUCH_ID },
      { status: 403, code: '42501', message: 'Only a platform admin can send webhook events' },
    ],
  ]
  covered(`the ${WRITES.length} writing functions resolve with the product's argument names`, async () => {
    for (const [fn, args, expected] of WRITES)
      expect({ fn, ...answer(await owner.rpc(fn, args)) }).toEqual({ fn, ...expected })
  })
})

describe('refused: what the local backend does not serve, and the exact answer', () => {
  const refused = (call: string, expected: Answer, fn: () => Promise<Answer>) =>
    it(`${call} → ${expected.status} ${expected.code ?? ''}`, async () => {
      expect(await fn()).toEqual(expected)
      printed.refused.push(`${call} → ${expected.status} ${expected.code ?? ''} "${expected.message}"`)
    })

  // PostgREST media types other than JSON
  refused(
    '.csv()',
    { status: 406, code: 'PGRST107', message: 'None of these media types are available: text/csv' },
    async () => answer(await owner.from('leads').select('id').csv()),
  )
  refused(
    '.geojson()',
    { status: 406, code: 'PGRST107', message: 'None of these media types are available: application/geo+json' },
    async () => answer(await owner.from('leads').select('id').geojson()),
  )
  refused(
    '.explain()',
    {
      status: 406,
      code: 'PGRST107',
      message:
        'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"; options=;',
    },
    async () => answer(await owner.from('leads').select('id').explain()),
  )
  // aggregate functions in select: refused on hosted Supabase too, by default (400 PGRST123,
  // db-aggregates-enabled off); locally `count()` reads as an embed of a table that does not exist
  refused(
    ".select('count()')",
    {
      status: 400,
      code: 'PGRST200',
      message: "Could not find a relationship between 'leads' and 'count' in the schema cache",
    },
    async () => answer(await owner.from('leads').select('count()')),
  )
  // another schema than public
  refused(".schema('auth')", { status: 406, code: 'PGRST106', message: 'Invalid schema: auth' }, async () =>
    answer(await owner.schema('auth').from('users').select('id')),
  )
  // PUT (single-row upsert by primary key): supabase-js never sends it; a hand-written fetch does
  refused(
    'PUT /rest/v1/<table>',
    { status: 405, code: 'PGRST117', message: 'Unsupported HTTP method: PUT' },
    async () => {
      const res = await fetch(`${backend.url}/rest/v1/leads?id=eq.${NO_SUCH_ID}`, {
        method: 'PUT',
        headers: { apikey: ANON_KEY, authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: NO_SUCH_ID }),
      })
      const body = (await res.json()) as { code: string; message: string }
      return { status: res.status, code: body.code, message: body.message }
    },
  )

  // Storage, Realtime and Edge Functions do not exist locally
  refused('storage.from(bucket).upload()', { status: 404, code: undefined, message: 'Not Found' }, async () =>
    authAnswer(
      (await owner.storage.from('avatars').upload('conformance.txt', new Blob(['x']), { contentType: 'text/plain' }))
        .error,
    ),
  )
  refused('storage.listBuckets()', { status: 404, code: undefined, message: 'Not Found' }, async () =>
    authAnswer((await owner.storage.listBuckets()).error),
  )
  refused(
    'functions.invoke()',
    { status: 404, code: 'FunctionsHttpError', message: 'Edge Function returned a non-2xx status code' },
    async () => {
      const { error } = await owner.functions.invoke('hello')
      return { status: (error.context as Response).status, code: error.name, message: error.message }
    },
  )
  refused(
    'channel().subscribe() (Realtime)',
    { status: 0, code: 'CHANNEL_ERROR', message: 'channel error: transport failure' },
    async () => {
      const outcome = await new Promise<{ code: string; message: string }>((resolve) => {
        const timer = setTimeout(() => resolve({ code: 'no answer in 10 s', message: '' }), 10_000)
        owner.channel('conformance').subscribe((status, err) => {
          clearTimeout(timer)
          resolve({ code: status, message: err?.message ?? '' })
        })
      })
      await owner.removeAllChannels()
      return { status: 0, ...outcome }
    },
  )

  // Auth beyond email + password and emailed links/codes
  refused(
    'signInWithOAuth (the /authorize page a browser opens)',
    { status: 401, code: undefined, message: 'Invalid API key' },
    async () => {
      const { data, error } = await backend
        .anon()
        .auth.signInWithOAuth({ provider: 'github', options: { skipBrowserRedirect: true } })
      expect(error).toBeNull()
      const res = await fetch(data.url!, { redirect: 'manual' })
      return { status: res.status, code: undefined, message: ((await res.json()) as { message: string }).message }
    },
  )
  refused(
    'exchangeCodeForSession (PKCE)',
    { status: 400, code: 'validation_failed', message: 'Unsupported grant type' },
    async () => authAnswer((await backend.anon().auth.exchangeCodeForSession('conformance-code')).error),
  )
  refused(
    'signInWithIdToken',
    { status: 400, code: 'validation_failed', message: 'Unsupported grant type' },
    async () =>
      authAnswer((await backend.anon().auth.signInWithIdToken({ provider: 'google', token: 'conformance' })).error),
  )
  refused(
    'signInWithSSO',
    { status: 404, code: 'not_found', message: 'Not supported by the local auth server' },
    async () => authAnswer((await backend.anon().auth.signInWithSSO({ domain: 'example.com' })).error),
  )
  refused(
    'signInAnonymously',
    { status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' },
    async () => authAnswer((await backend.anon().auth.signInAnonymously()).error),
  )
  refused(
    'signUp with a phone',
    { status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled on the local auth server' },
    async () =>
      authAnswer((await backend.anon().auth.signUp({ phone: '+15555550100', password: 'Conformance-2026!' })).error),
  )
  refused(
    'signInWithOtp with a phone',
    { status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled on the local auth server' },
    async () => authAnswer((await backend.anon().auth.signInWithOtp({ phone: '+15555550100' })).error),
  )
  refused(
    'mfa.enroll (TOTP)',
    { status: 404, code: 'not_found', message: 'Not supported by the local auth server' },
    async () => authAnswer((await owner.auth.mfa.enroll({ factorType: 'totp' })).error),
  )
  refused(
    'reauthenticate',
    { status: 404, code: 'not_found', message: 'Not supported by the local auth server' },
    async () => authAnswer((await owner.auth.reauthenticate()).error),
  )
})

describe('diverges: accepted, but answered differently from hosted PostgREST (the product uses neither)', () => {
  const diverges = (call: string, fn: () => Promise<void>) =>
    it(call, async () => {
      await fn()
      printed.diverges.push(call)
    })

  diverges(
    'insert(rows, { defaultToNull: false }): Prefer missing=default is ignored, a missing key is null (hosted: the column default)',
    async () => {
      const r = await owner.from('leads').insert(
        [
          { company_id: NORTHWIND, first_name: 'A', source: 'import' },
          { company_id: NORTHWIND, first_name: 'B' },
        ],
        { defaultToNull: false },
      )
      expect(answer(r)).toEqual({
        status: 400,
        code: '23502',
        message: 'null value in column "source" of relation "leads" violates not-null constraint',
      })
    },
  )

  diverges(
    'update().maxAffected(1): Prefer max-affected is ignored, every matching row changes (hosted PostgREST 13: an error, nothing changes)',
    async () => {
      const made = await owner
        .from('leads')
        .insert([
          { company_id: NORTHWIND, first_name: 'Max', last_name: 'One' },
          { company_id: NORTHWIND, first_name: 'Max', last_name: 'Two' },
        ])
        .select('id')
      const ids = made.data!.map((row) => row.id as string)
      // An untyped client assumes PostgREST 12, whose types hide maxAffected; hosted Supabase runs 13.
      const update = owner.from('leads').update({ notes: 'both' }).in('id', ids).select('notes') as unknown as {
        maxAffected(rows: number): PromiseLike<{ data: unknown; error: unknown }>
      }
      const r = await update.maxAffected(1)
      expect(r.error).toBeNull()
      expect(r.data).toEqual([{ notes: 'both' }, { notes: 'both' }])
      await owner.from('leads').delete().in('id', ids)
    },
  )
})
