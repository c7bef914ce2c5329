// The AI chat's threads and the AI agent's instructions, under /api/ai (mounted by ./ai.ts, behind
// its requireMember). Everything is read and written as the signed-in member (their token: row
// level security decides), never with the service key.
//   GET    /api/ai/threads             the member's threads, newest first
//   GET    /api/ai/threads/:id         a thread and its messages
//   PATCH  /api/ai/threads/:id         { title } → renamed
//   DELETE /api/ai/threads/:id         → 204 (its messages go with it)
//   POST   /api/ai/chat                { threadId?, message } or { threadId?, query } → the question and its
//                                      computed answer, stored in the thread (a new one without threadId);
//                                      a follow-up is read against the thread's previous reading; a query
//                                      (a reading the member changed) is answered as it is
//                                      (docs/ai-executives.md: the answer's shape)
//   POST   /api/ai/agent/plan          { instruction } → the steps: reads with their results, writes as a preview
//                                      (with a model configured, the model's tool calls: worker/ai/chat-engine)
//   POST   /api/ai/agent/run           { instruction, changes } → makes the confirmed changes, logs them
//   GET    /api/ai/agent/actions       the company's agent activity log, newest first
//   POST   /api/ai/agent/actions/:id/undo → reverses a logged change the member made
import { Hono, type Context } from 'hono'
import { ReadingSchema, type Reading } from '../../shared/decision/ask'
import type { Query } from '../../shared/semantic/model'
import { AgentPlanRequestSchema, AgentRunRequestSchema, type AgentChange } from '../../shared/decision/agent-plan'
import { ChatAnswerSchema, ChatRequestSchema, ThreadRenameSchema } from '../../shared/schemas/chat'
import { OWNER_NOT_MEMBER } from '../../shared/schemas/crm-messages'
import { z } from '../../shared/zod'
import { loadAskData } from '../ai/ask-data'
import { agentPlan as planOnEngine, chatAnswer } from '../ai/chat-engine'
import { debateBudget } from './ai-budget'
import { executivesLimit } from './ai-limit'
import { ApiError } from './api-error'
import type { MemberEnv } from '../middleware/member'
import { jsonBody, type RoutesOf } from './validate'

type Ctx = Context<MemberEnv>
const invalidRequest = { error: 'invalid_request' }

const limited = executivesLimit()

async function company(c: Ctx) {
  const found = await loadAskData(c.get('db'), c.get('userId'), new Date())
  if (!found)
    throw new ApiError(409, 'no_company', 'Set up your company first, so the executives have records to work from')
  return found
}

const dbFailed = (what: string, error: { message: string; code?: string }): never => {
  if (error.code === '42501') throw new ApiError(403, 'not_allowed', `You are not allowed to ${what}.`)
  // the owner trigger (20261201500100_lead_owner.sql): the owner named is not a member of the company
  if (error.code === '23503' && error.message === OWNER_NOT_MEMBER)
    throw new ApiError(
      400,
      'owner_not_member',
      `Could not ${what}: ${OWNER_NOT_MEMBER.charAt(0).toLowerCase()}${OWNER_NOT_MEMBER.slice(1)}.`,
    )
  // a record of another company (the composite foreign keys refuse it)
  if (error.code === '23503')
    throw new ApiError(403, 'not_allowed', `Could not ${what}: that record is not one of your company’s.`)
  console.error(JSON.stringify({ kind: 'ai-chat-db', what, code: error.code, message: error.message }))
  throw new ApiError(502, 'not_saved', `Could not ${what}. Try again.`)
}

const Uuid = z.uuid()
/** A stored reading: anything that no longer reads as one (an older version's) is no previous message. */
const StoredReading = ReadingSchema

export const chat = new Hono<MemberEnv>()

const threadList = chat.get('/threads', async (c) => {
  const { data, error } = await c
    .get('db')
    .from('chat_threads')
    .select('id, title, created_at, updated_at')
    .order('updated_at', { ascending: false })
    .limit(100)
  if (error) return dbFailed('read your threads', error)
  return c.json({ threads: data }, 200)
})

const threadRead = chat.get('/threads/:id', async (c) => {
  const id = Uuid.safeParse(c.req.param('id'))
  if (!id.success) throw new ApiError(404, 'not_found', 'No such thread')
  const db = c.get('db')
  const [thread, messages] = await Promise.all([
    db.from('chat_threads').select('id, title, created_at, updated_at').eq('id', id.data).maybeSingle(),
    db
      .from('chat_messages')
      .select('id, role, content, answer, created_at')
      .eq('thread_id', id.data)
      .order('created_at')
      .limit(500),
  ])
  if (thread.error) return dbFailed('read the thread', thread.error)
  if (messages.error) return dbFailed('read the thread', messages.error)
  if (!thread.data) throw new ApiError(404, 'not_found', 'No such thread')
  return c.json({ thread: thread.data, messages: messages.data }, 200)
})

const threadRename = chat.patch('/threads/:id', jsonBody(ThreadRenameSchema, invalidRequest), async (c) => {
  const id = Uuid.safeParse(c.req.param('id'))
  if (!id.success) throw new ApiError(404, 'not_found', 'No such thread')
  const request = c.req.valid('json')
  const { data, error } = await c
    .get('db')
    .from('chat_threads')
    .update({ title: request.title })
    .eq('id', id.data)
    .select('id, title, created_at, updated_at')
    .maybeSingle()
  if (error) return dbFailed('rename the thread', error)
  if (!data) throw new ApiError(404, 'not_found', 'No such thread')
  return c.json({ thread: data }, 200)
})

const threadDelete = chat.delete('/threads/:id', async (c) => {
  const id = Uuid.safeParse(c.req.param('id'))
  if (!id.success) throw new ApiError(404, 'not_found', 'No such thread')
  const { data, error } = await c.get('db').from('chat_threads').delete().eq('id', id.data).select('id')
  if (error) return dbFailed('delete the thread', error)
  if (!data || data.length === 0) throw new ApiError(404, 'not_found', 'No such thread')
  return c.body(null, 204)
})

/**
 * The answer to a message: with a model configured, the model answers on its tool calls within the
 * company's daily budget (worker/ai/chat-engine); the answer says which engine gave it.
 */
async function chatAnswerFor(
  c: Ctx,
  found: { companyId: string; data: Parameters<typeof chatAnswer>[2] },
  request: { message?: string; query?: Query },
  previous: Reading | null,
): Promise<{ reading: Reading; answer: Awaited<ReturnType<typeof chatAnswer>>['answer'] }> {
  const budget = await debateBudget(c, found.companyId)
  return chatAnswer(
    { config: c.get('config').ai, budget },
    request.query ? { query: request.query } : (request.message ?? ''),
    found.data,
    previous,
  )
}

const chatSend = chat.post('/chat', jsonBody(ChatRequestSchema, invalidRequest), limited, async (c) => {
  const request = c.req.valid('json')
  const found = await company(c)
  const db = c.get('db')

  let threadId = request.threadId
  let previous: Reading | null = null
  if (threadId) {
    const last = await db
      .from('chat_messages')
      .select('reading')
      .eq('thread_id', threadId)
      .eq('role', 'user')
      .order('created_at', { ascending: false })
      .limit(1)
    if (last.error) return dbFailed('read the thread', last.error)
    const thread = await db.from('chat_threads').select('id').eq('id', threadId).maybeSingle()
    if (thread.error) return dbFailed('read the thread', thread.error)
    if (!thread.data) throw new ApiError(404, 'not_found', 'No such thread')
    const stored = StoredReading.safeParse(last.data?.[0]?.reading)
    previous = stored.success ? (stored.data as Reading) : null
  }
  // a changed reading is asked in its own words: the reading's label
  const { reading, answer } = await chatAnswerFor(c, found, request, previous)
  const content = request.message ?? reading.text
  if (!threadId) {
    const title = content.length > 80 ? `${content.slice(0, 77).trimEnd()}…` : content
    const created = await db.from('chat_threads').insert({ company_id: found.companyId, title }).select('id').single()
    if (created.error) return dbFailed('start a thread', created.error)
    threadId = (created.data as { id: string }).id
  }

  const checked = ChatAnswerSchema.parse(answer)
  const question = await db
    .from('chat_messages')
    .insert({ thread_id: threadId, role: 'user', content: content.slice(0, 2000), reading })
    .select('id, role, content, answer, created_at')
    .single()
  if (question.error) return dbFailed('save your message', question.error)
  const reply = await db
    .from('chat_messages')
    .insert({ thread_id: threadId, role: 'assistant', content: checked.reply.join('\n'), answer: checked })
    .select('id, role, content, answer, created_at')
    .single()
  if (reply.error) return dbFailed('save the answer', reply.error)
  // the thread moves to the top of the list
  const touched = await db
    .from('chat_threads')
    .update({ updated_at: new Date().toISOString() })
    .eq('id', threadId)
    .select('id, title, created_at, updated_at')
    .single()
  if (touched.error) return dbFailed('save the thread', touched.error)
  return c.json({ thread: touched.data, messages: [question.data, reply.data] }, 201)
})

// ---- The agent -------------------------------------------------------------------------------------

const agentPlan = chat.post('/agent/plan', jsonBody(AgentPlanRequestSchema, invalidRequest), limited, async (c) => {
  const request = c.req.valid('json')
  const found = await company(c)
  const budget = await debateBudget(c, found.companyId)
  const { plan, engine } = await planOnEngine({ config: c.get('config').ai, budget }, request.instruction, found.data)
  return c.json({ instruction: request.instruction, plan, ...(engine ? { engine } : {}) }, 200)
})

/** One logged change: what undoing it needs. */
// An insert is undone by deleting the row; an update (a lead's status or owner) by putting the value
// back, if nobody changed it since.
const LeadValues = z.object({ status: z.string() }).or(z.object({ owner_id: z.uuid().nullable() }))
const DoneSchema = z.object({
  table: z.enum(['calls', 'leads', 'campaigns', 'lead_follow_ups']),
  id: z.uuid(),
  op: z.enum(['insert', 'update']),
  label: z.string(),
  before: LeadValues.optional(),
  after: LeadValues.optional(),
})
type Done = z.infer<typeof DoneSchema>

async function apply(
  c: Ctx,
  companyId: string,
  change: AgentChange,
  instruction: string,
): Promise<Done | { error: { message: string; code?: string } }> {
  const db = c.get('db')
  const note = `Logged by the AI agent: “${instruction.slice(0, 300)}”`
  const inserted = (
    table: Done['table'],
    result: { data: { id: string } | null; error: { message: string; code?: string } | null },
  ): Done | { error: { message: string; code?: string } } =>
    result.error || !result.data
      ? { error: result.error ?? { message: 'Nothing was saved' } }
      : { table, id: result.data.id, op: 'insert', label: change.label }
  switch (change.kind) {
    case 'log-call':
      return inserted(
        'calls',
        await db
          .from('calls')
          .insert({
            company_id: companyId,
            lead_id: change.leadId,
            direction: 'outbound',
            outcome: 'connected',
            notes: note,
          })
          .select('id')
          .single(),
      )
    case 'schedule-follow-up':
      return inserted(
        'lead_follow_ups',
        await db
          .from('lead_follow_ups')
          .insert({ company_id: companyId, lead_id: change.leadId, due_on: change.dueOn, note })
          .select('id')
          .single(),
      )
    case 'create-campaign':
      return inserted(
        'campaigns',
        await db
          .from('campaigns')
          .insert({ company_id: companyId, name: change.name, status: 'draft', objective: note.slice(0, 2000) })
          .select('id')
          .single(),
      )
    case 'set-status': {
      const lead = await db.from('leads').select('id, status').eq('id', change.leadId).maybeSingle()
      if (lead.error) return { error: lead.error }
      if (!lead.data) return { error: { message: 'That lead is not one of your company’s', code: '42501' } }
      const before = (lead.data as { status: string }).status
      const { data, error } = await db
        .from('leads')
        .update({ status: change.status })
        .eq('id', change.leadId)
        .select('id')
      if (error) return { error }
      if (!data || data.length === 0) return { error: { message: 'That lead could not be changed', code: '42501' } }
      return {
        table: 'leads',
        id: change.leadId,
        op: 'update',
        label: change.label,
        before: { status: before },
        after: { status: change.status },
      }
    }
    case 'set-owner': {
      const lead = await db.from('leads').select('id, owner_id').eq('id', change.leadId).maybeSingle()
      if (lead.error) return { error: lead.error }
      if (!lead.data) return { error: { message: 'That lead is not one of your company’s', code: '42501' } }
      const before = (lead.data as { owner_id: string | null }).owner_id
      // a user who is not a member of the lead's company is refused by the database (23503)
      const { data, error } = await db
        .from('leads')
        .update({ owner_id: change.ownerId })
        .eq('id', change.leadId)
        .select('id')
      if (error) return { error }
      if (!data || data.length === 0) return { error: { message: 'That lead could not be changed', code: '42501' } }
      return {
        table: 'leads',
        id: change.leadId,
        op: 'update',
        label: change.label,
        before: { owner_id: before },
        after: { owner_id: change.ownerId },
      }
    }
  }
}

async function revert(c: Ctx, done: Done): Promise<string | null> {
  const db = c.get('db')
  if (done.op === 'insert') {
    const { data, error } = await db.from(done.table).delete().eq('id', done.id).select('id')
    if (error) return error.message
    return data && data.length > 0 ? null : 'it was already removed'
  }
  // an update is reversed only if nobody changed the row since
  if (done.table !== 'leads' || !done.before || !done.after) return 'the agent cannot undo this kind of change'
  const current = await db.from('leads').select('status, owner_id').eq('id', done.id).maybeSingle()
  if (current.error) return current.error.message
  if (!current.data) return 'the record is gone'
  const now = current.data as { status: string; owner_id: string | null }
  const { before, after } = done
  const moved =
    'owner_id' in before
      ? 'owner_id' in after && now.owner_id !== after.owner_id
      : 'status' in after && now.status !== after.status
  if (moved) return 'it was changed again since'
  const { error } = await db
    .from('leads')
    .update('owner_id' in before ? { owner_id: before.owner_id } : { status: before.status })
    .eq('id', done.id)
  // the previous owner may have left the company since
  if (error?.message === OWNER_NOT_MEMBER) return 'its previous owner is no longer a member of your company'
  return error ? error.message : null
}

const agentRun = chat.post('/agent/run', jsonBody(AgentRunRequestSchema, invalidRequest), limited, async (c) => {
  const request = c.req.valid('json')
  const found = await company(c)
  const done: Done[] = []
  for (const change of request.changes) {
    const result = await apply(c, found.companyId, change, request.instruction)
    if ('error' in result) {
      // all or nothing: what was already made is taken back
      for (const d of done.reverse()) await revert(c, d)
      return dbFailed(`${change.label.charAt(0).toLowerCase()}${change.label.slice(1)}`, result.error)
    }
    done.push(result)
  }
  const summary =
    done.length === 1 ? done[0].label : `${done.length} changes: ${done[0].label}${done.length > 1 ? ' and more' : ''}`
  const logged = await c
    .get('db')
    .from('agent_actions')
    .insert({
      company_id: found.companyId,
      instruction: request.instruction,
      summary: summary.slice(0, 500),
      changes: done,
    })
    .select('id, user_id, instruction, summary, changes, created_at, undone_at')
    .single()
  if (logged.error) {
    for (const d of done.reverse()) await revert(c, d)
    return dbFailed('record the change in the activity log', logged.error)
  }
  return c.json({ action: logged.data }, 201)
})

const agentActions = chat.get('/agent/actions', async (c) => {
  const { data, error } = await c
    .get('db')
    .from('agent_actions')
    .select('id, user_id, instruction, summary, changes, created_at, undone_at')
    .order('created_at', { ascending: false })
    .limit(20)
  if (error) return dbFailed('read the activity log', error)
  return c.json({ actions: data, me: c.get('userId') }, 200)
})

const agentUndo = chat.post('/agent/actions/:id/undo', async (c) => {
  const id = Uuid.safeParse(c.req.param('id'))
  if (!id.success) throw new ApiError(404, 'not_found', 'No such change')
  const db = c.get('db')
  const found = await db.from('agent_actions').select('id, user_id, changes, undone_at').eq('id', id.data).maybeSingle()
  if (found.error) return dbFailed('read the change', found.error)
  if (!found.data) throw new ApiError(404, 'not_found', 'No such change')
  const action = found.data as { user_id: string | null; changes: unknown; undone_at: string | null }
  if (action.user_id !== c.get('userId'))
    throw new ApiError(403, 'not_yours', 'Only the member who made a change can undo it.')
  if (action.undone_at) throw new ApiError(409, 'already_undone', 'This change was already undone.')
  const changes = z.array(DoneSchema).safeParse(action.changes)
  if (!changes.success)
    throw new ApiError(
      409,
      'cannot_undo',
      'This change cannot be undone: its record is not in a shape the agent knows.',
    )
  const skipped: string[] = []
  for (const d of [...changes.data].reverse()) {
    const problem = await revert(c, d)
    if (problem) skipped.push(`${d.label}: ${problem}`)
  }
  const marked = await db
    .from('agent_actions')
    .update({ undone_at: new Date().toISOString() })
    .eq('id', id.data)
    .select('id, user_id, instruction, summary, changes, created_at, undone_at')
    .single()
  if (marked.error) return dbFailed('mark the change undone', marked.error)
  return c.json({ action: marked.data, skipped }, 200)
})

export type ChatRoutes = RoutesOf<typeof threadList> &
  RoutesOf<typeof threadRead> &
  RoutesOf<typeof threadRename> &
  RoutesOf<typeof threadDelete> &
  RoutesOf<typeof chatSend> &
  RoutesOf<typeof agentPlan> &
  RoutesOf<typeof agentRun> &
  RoutesOf<typeof agentActions> &
  RoutesOf<typeof agentUndo>
