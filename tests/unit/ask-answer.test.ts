// The chat's answers, computed from a small company's records by the semantic layer: every answer
// shows its reading as chips and its figure for machines, follow-ups change the previous reading, a
// decision goes to the boardroom with the figures found and no stance, and a question outside the
// figures gets the fixed reply and three questions the company's own records can answer.
import { describe, expect, it } from 'vitest'
import {
  ask,
  askQuery,
  findLeads,
  OUT_OF_SCOPE,
  type AskData,
  type AskLeadRecord,
} from '../../shared/decision/ask-answer'
import { readMessage } from '../../shared/decision/ask'
import { changeQuery } from '../../shared/semantic/describe'
import { planInstruction } from '../../shared/decision/agent-plan'
import { ChatAnswerSchema } from '../../shared/schemas/chat'
import { ASK_TODAY } from './ask-phrasings'

const lead = (id: string, first: string, last: string, o: Partial<AskLeadRecord>): AskLeadRecord => ({
  id,
  first_name: first,
  last_name: last,
  company_name: `${last} Ltd`,
  email: `${first.toLowerCase()}@${last.toLowerCase()}.example`,
  status: 'new',
  value: 1000,
  currency: 'USD',
  source: 'campaign',
  campaign_id: null,
  owner_id: null,
  created_at: '2026-05-10T10:00:00Z',
  updated_at: '2026-05-10T10:00:00Z',
  ...o,
})
const call = (lead_id: string, occurred_at: string) =>
  ({ lead_id, occurred_at, direction: 'outbound', outcome: 'connected', duration_minutes: 10 }) as const

const DATA: AskData = {
  now: ASK_TODAY,
  campaignDays: [],
  members: [],
  company: { name: 'Northwind', industry: 'Software' },
  campaigns: [
    {
      id: 'c-news',
      name: 'Retail data newsletter',
      channel: 'email',
      status: 'active',
      budget: 2000,
      currency: 'USD',
      start_date: '2026-03-01',
      end_date: null,
    },
    {
      id: 'c-spring',
      name: 'Spring webinar',
      channel: 'events',
      status: 'completed',
      budget: 4000,
      currency: 'USD',
      start_date: '2026-03-10',
      end_date: '2026-03-20',
    },
  ],
  leads: [
    // email: 3 created in May (1 won $12,000 on 20 May, 1 lost on 28 May), 2 in April (1 won $5,000 on 25 April)
    lead('e1', 'Ada', 'Lovelace', {
      campaign_id: 'c-news',
      status: 'won',
      value: 12000,
      created_at: '2026-05-03T09:00:00Z',
      closed_at: '2026-05-20T09:00:00Z',
    }),
    lead('e2', 'Bob', 'Stone', {
      campaign_id: 'c-news',
      status: 'lost',
      value: 3000,
      created_at: '2026-05-12T09:00:00Z',
      closed_at: '2026-05-28T09:00:00Z',
    }),
    lead('e3', 'Cy', 'Young', {
      campaign_id: 'c-news',
      status: 'contacted',
      value: 4000,
      created_at: '2026-05-20T09:00:00Z',
    }),
    lead('e4', 'Di', 'Prince', {
      campaign_id: 'c-news',
      status: 'won',
      value: 5000,
      created_at: '2026-04-08T09:00:00Z',
      closed_at: '2026-04-25T09:00:00Z',
    }),
    lead('e5', 'Ed', 'Norton', {
      campaign_id: 'c-news',
      status: 'qualified',
      value: 7000,
      created_at: '2026-04-18T09:00:00Z',
    }),
    // referrals: 2 in May
    // Fay Wray was created in May and won in June
    lead('r1', 'Fay', 'Wray', {
      source: 'referral',
      status: 'won',
      value: 9000,
      created_at: '2026-05-05T09:00:00Z',
      closed_at: '2026-06-02T09:00:00Z',
    }),
    lead('r2', 'Gus', 'Grant', {
      source: 'referral',
      status: 'proposal',
      value: 8000,
      created_at: '2026-05-25T09:00:00Z',
    }),
    // spring webinar: four leads, two called
    lead('s1', 'Priya', 'Shah', {
      campaign_id: 'c-spring',
      status: 'new',
      value: 11000,
      created_at: '2026-03-15T09:00:00Z',
    }),
    lead('s2', 'Tomás', 'Silva', {
      campaign_id: 'c-spring',
      status: 'contacted',
      value: 6500,
      created_at: '2026-03-15T09:00:00Z',
    }),
    lead('s3', 'Nina', 'Berg', {
      campaign_id: 'c-spring',
      status: 'qualified',
      value: 17000,
      created_at: '2026-03-15T09:00:00Z',
    }),
    lead('s4', 'Omar', 'Haddad', {
      campaign_id: 'c-spring',
      status: 'contacted',
      value: 9000,
      created_at: '2026-03-15T09:00:00Z',
    }),
  ],
  calls: [call('s3', '2026-04-01T10:00:00Z'), call('s4', '2026-04-02T10:00:00Z'), call('e3', '2026-05-21T10:00:00Z')],
  standing: [
    { metric: 'cac', label: 'Blended CAC', value: 9200, unit: 'USD', as_of: '2026-06-08' },
    { metric: 'arpa', label: 'Revenue per customer (monthly)', value: 1450, unit: 'USD', as_of: '2026-06-08' },
    { metric: 'gross_margin', label: 'Gross margin', value: 78, unit: '%', as_of: '2026-06-08' },
  ],
}

describe('the chat’s answers', () => {
  it('a thread: each answer shows its reading, and follow-ups change it', () => {
    const first = ask('how much did email win last month?', DATA, null)
    expect(ChatAnswerSchema.parse(first.answer)).toBeTruthy()
    expect(first.answer.reading?.label).toBe('Won value · May 2026 · Email · all sources')
    expect(first.answer.reply[0]).toBe('Won value, Email, May 2026: $12,000.')
    expect(first.answer.result).toMatchObject({ measure: 'won_value', unit: 'money', currency: 'USD', value: 12000 })
    expect(first.answer.definition?.dated).toBe('the date won')
    expect(first.answer.figures[0]).toMatchObject({ value: '$12,000', inputs: ['1 won lead'] })

    const second = ask('and the month before?', DATA, first.reading)
    expect(second.answer.result).toMatchObject({ value: 5000, period: { label: 'April 2026' } })

    const third = ask('compare with referrals', DATA, second.reading)
    expect(third.answer.intent).toBe('comparison')
    expect(third.answer.result?.rows.map((r) => [r.label, r.value])).toEqual([
      ['Email', 5000],
      ['Referral', 0],
    ])
  })

  it('a chip changed in the browser is answered as the changed reading', () => {
    const first = ask('how much did we win last month?', DATA, null)
    const june = changeQuery(first.reading.query!, {
      part: 'period',
      value: { type: 'calendar', grain: 'month', offset: 0 },
    })
    const { answer } = askQuery(june, DATA)
    expect(answer.reading?.label).toBe('Won value · June 2026 to date · all sources')
    expect(answer.result?.value).toBe(9000)
    const referral = changeQuery(first.reading.query!, { part: 'filter', attribute: 'source', values: ['referral'] })
    expect(askQuery(referral, DATA).answer.result?.value).toBe(0)
  })

  it('“why?” compares the period with the one before and names what moved', () => {
    const first = ask('how many leads did we get last month?', DATA, null)
    expect(first.answer.reply[0]).toBe('Leads, May 2026: 5.')
    const why = ask('why?', DATA, first.reading)
    expect(why.answer.reply[0]).toBe('Leads was 5 in May 2026, against 2 in April 2026.')
    expect(why.answer.reply[1]).toBe('The biggest change in new leads came from referral: 0 then 2.')
  })

  it('CAC payback comes from the analyses over the company figures, with its working', () => {
    const { answer } = ask("what's our CAC payback?", DATA, null)
    expect(answer.reply).toEqual(['CAC payback: 8.1 months.'])
    expect(answer.figures[0]).toMatchObject({
      formula: 'CAC ÷ (ARPA × gross margin), in months',
      source: 'Analysis of company figures',
    })
    expect(answer.figures[0].inputs[0]).toBe('$9,200 ÷ ($1,450 × 78%) = 8.1 months.')
  })

  it('a figure the company has not recorded says so and where to add it', () => {
    expect(ask('what is our NPS', DATA, null).answer.reply).toEqual([
      'Your company figures have no net promoter score yet. Add it under Company figures and ask again.',
    ])
  })

  it('a decision goes to the boardroom with the figures found, and no stance', () => {
    const { answer } = ask('should we double the email budget?', DATA, null)
    expect(answer.intent).toBe('decision')
    expect(answer.boardroom?.question).toBe('should we double the email budget?')
    expect(answer.boardroom?.facts).toContainEqual({ label: 'Won value', value: 17000, unit: 'USD', group: 'Email' })
    expect(JSON.stringify(answer)).not.toMatch(/stance|support|oppose/i)
  })

  it('out of scope: exactly the fixed reply and three questions the company’s records answer', () => {
    const { answer } = ask("What's the weather in Paris?", DATA, null)
    expect(answer.reply).toEqual([OUT_OF_SCOPE])
    expect(answer.suggestions).toEqual([
      'How did Retail data newsletter do?',
      'How much did we win last month?',
      'How many leads came from campaign this year?',
    ])
    for (const s of answer.suggestions) expect(ask(s, DATA, null).reading.intent, s).not.toBe('out-of-scope')
    expect(JSON.stringify(answer)).not.toMatch(/stance/i)
  })

  it('a list names exactly the matching leads', () => {
    const r = readMessage('List the leads from the spring webinar that nobody called', {
      now: ASK_TODAY,
      records: DATA,
    })
    expect(findLeads(r.query!, DATA).map((l) => l.id)).toEqual(['s1', 's2'])
    const { answer } = ask('List the leads from the spring webinar that nobody called', DATA, null)
    expect(answer.reply).toEqual(['2 records (Spring webinar, Nobody called, all time).'])
    expect(answer.items.map((i) => i.label)).toEqual(['Priya Shah (Shah Ltd)', 'Tomás Silva (Silva Ltd)'])
  })
})

describe('the agent’s plan', () => {
  it('splits a compound instruction into a read and the writes on what it found', () => {
    const { steps } = planInstruction(
      'List the leads from the spring webinar that nobody called and log a follow-up on each',
      DATA,
    )
    expect(steps.map((s) => s.kind)).toEqual(['read', 'write'])
    expect(steps[1]).toMatchObject({
      kind: 'write',
      changes: [
        { kind: 'schedule-follow-up', leadId: 's1', dueOn: '2026-06-16' },
        { kind: 'schedule-follow-up', leadId: 's2', dueOn: '2026-06-16' },
      ],
    })
  })

  it('changes only leads not already at the status; names a new campaign; says what it can do otherwise', () => {
    expect(planInstruction('set Nina Berg to qualified', DATA).steps[0]).toMatchObject({
      kind: 'read',
      title: 'Nothing to change',
    })
    expect(planInstruction('create a draft campaign called Summer sale', DATA).steps[0]).toEqual({
      kind: 'write',
      title: 'Create a draft campaign',
      changes: [{ kind: 'create-campaign', name: 'Summer sale', label: 'Create a draft campaign “Summer sale”' }],
    })
    const cannot = planInstruction('log a call', DATA).steps[0]
    expect(cannot).toMatchObject({
      kind: 'cannot',
      reply: ['Name the lead to act on (e.g. “log a call with Ada Lovelace”), or list leads first and say “on each”.'],
    })
    expect(planInstruction('should we double the email budget?', DATA).steps[0]).toMatchObject({
      kind: 'cannot',
      link: { href: '/dashboard/ai-boardroom' },
    })
  })
})

describe('the agent setting a lead’s owner', () => {
  // Northwind's directory: Dana (who asks), two Sams, and Jordan, who already owns Nina Berg
  const TEAM: AskData = {
    ...DATA,
    me: 'u-dana',
    members: [
      { id: 'u-dana', first_name: 'Dana', last_name: 'Demo', email: 'user@boardroom.local' },
      { id: 'u-sam-r', first_name: 'Sam', last_name: 'Rivera', email: 'sam.rivera@northwind.example' },
      { id: 'u-sam-o', first_name: 'Sam', last_name: 'Okoro', email: 'sam.okoro@northwind.example' },
      { id: 'u-jordan', first_name: 'Jordan', last_name: 'Blake', email: 'jordan@northwind.example' },
    ],
    leads: DATA.leads.map((l) =>
      l.id === 's3'
        ? { ...l, owner_id: 'u-jordan' }
        : l.id === 'r1'
          ? { ...l, owner_id: 'u-dana' }
          : { ...l, owner_id: null },
    ),
  }
  const MEMBERS =
    'Your company’s members: Dana Demo (user@boardroom.local), Sam Rivera (sam.rivera@northwind.example), Sam Okoro (sam.okoro@northwind.example), Jordan Blake (jordan@northwind.example).'

  it('assigns the leads a list would find to the member named, saying whose they were', () => {
    expect(planInstruction('assign the spring webinar leads to Dana', TEAM).steps).toEqual([
      {
        kind: 'write',
        title: 'Assign leads to Dana Demo',
        changes: [
          {
            kind: 'set-owner',
            leadId: 's3',
            ownerId: 'u-dana',
            label: 'Assign Nina Berg (Berg Ltd) to Dana Demo (was Jordan Blake)',
          },
          { kind: 'set-owner', leadId: 's4', ownerId: 'u-dana', label: 'Assign Omar Haddad (Haddad Ltd) to Dana Demo' },
          { kind: 'set-owner', leadId: 's1', ownerId: 'u-dana', label: 'Assign Priya Shah (Shah Ltd) to Dana Demo' },
          { kind: 'set-owner', leadId: 's2', ownerId: 'u-dana', label: 'Assign Tomás Silva (Silva Ltd) to Dana Demo' },
        ],
      },
    ])
  })

  it('“me” is the member asking; only the leads not already theirs change; typos are read', () => {
    const mine = planInstruction('make me the owner of leads from referrals that nobody called', TEAM).steps[0]
    // Fay Wray is Dana's already; Gus Grant is not called and unassigned
    expect(mine).toEqual({
      kind: 'write',
      title: 'Assign leads to Dana Demo',
      changes: [
        { kind: 'set-owner', leadId: 'r2', ownerId: 'u-dana', label: 'Assign Gus Grant (Grant Ltd) to Dana Demo' },
      ],
    })
    expect(planInstruction('asign Fay Wray to me', TEAM).steps[0]).toEqual({
      kind: 'read',
      title: 'Nothing to change',
      reply: ['Every lead named is already owned by Dana Demo.'],
      items: [],
      figures: [],
    })
    expect(planInstruction('assing Ada Lovelace to Jordn Blake', TEAM).steps[0]).toMatchObject({
      kind: 'write',
      changes: [{ leadId: 'e1', ownerId: 'u-jordan' }],
    })
  })

  it('a name that matches no member, or several, says so and lists the members', () => {
    expect(planInstruction('assign the spring webinar leads to Alex', TEAM).steps[0]).toMatchObject({
      kind: 'cannot',
      reply: ['No member of your company is called “Alex”.', MEMBERS],
    })
    expect(planInstruction('assign the spring webinar leads to Sam', TEAM).steps[0]).toMatchObject({
      kind: 'cannot',
      reply: [
        '“Sam” could be any of 2 members: Sam Rivera (sam.rivera@northwind.example), Sam Okoro (sam.okoro@northwind.example). Say which, by full name or email.',
        MEMBERS,
      ],
    })
    expect(planInstruction('assign the spring webinar leads to Sam Okoro', TEAM).steps[0]).toMatchObject({
      kind: 'write',
      title: 'Assign leads to Sam Okoro',
    })
  })

  it('unassigns, acts on the previous step’s list, and asks which leads when none are named', () => {
    expect(planInstruction('unassign Nina Berg', TEAM).steps[0]).toEqual({
      kind: 'write',
      title: 'Unassign leads',
      changes: [
        { kind: 'set-owner', leadId: 's3', ownerId: null, label: 'Unassign Nina Berg (Berg Ltd) (was Jordan Blake)' },
      ],
    })
    const { steps } = planInstruction(
      'List the leads from the spring webinar that nobody called and assign them to Jordan',
      TEAM,
    )
    expect(steps.map((s) => s.kind)).toEqual(['read', 'write'])
    expect(steps[1]).toMatchObject({
      changes: [
        { leadId: 's1', ownerId: 'u-jordan' },
        { leadId: 's2', ownerId: 'u-jordan' },
      ],
    })
    expect(planInstruction('assign to Dana', TEAM).steps[0]).toMatchObject({ kind: 'cannot' })
    expect(planInstruction('make Dana the owner of something', TEAM).steps[0]).toMatchObject({
      kind: 'cannot',
      reply: [
        'Say which leads, e.g. “assign the spring webinar leads nobody called to Dana” or “make me the owner of Ada Lovelace”.',
      ],
    })
  })
})
