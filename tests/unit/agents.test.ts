// The agents area's pure rules: a version-1 AI workflow stored before preferences existed still
// reads (and reads as the default executives), preferences are checked, an agent task needs its
// instruction, and the weekly review picks its risk and requests the same way every time (a risk
// is planned on its focus, never read as a goal whose target is the risk's count).
import { describe, expect, it } from 'vitest'
import { TaskRequestSchema } from '../../shared/schemas/agent-tasks'
import { AiWorkflowSchema, defaultAiWorkflow, readAiWorkflow } from '../../shared/schemas/ai-workflow'
import type { Brief } from '../../shared/schemas/boardroom'
import { DEFAULT_PREFERENCE, resolvePreferences } from '../../shared/schemas/executive-preferences'
import { debateQuestion, strategyRequest, topRisk } from '../../client/features/agents/weekly-review'
import { parseGoal } from '../../shared/decision/goal'

// As seeded for Northwind (supabase/seed.sql) before preferences existed.
const VERSION_1 = {
  version: 1,
  decisions: {
    budget_change: { enabled: true, executives: ['CFO', 'CEO'], mode: 'approval', threshold: 5000 },
    new_campaign: { enabled: true, executives: ['CMO'], mode: 'approval' },
    pricing: { enabled: true, executives: ['CEO', 'CFO', 'CMO'], mode: 'approval' },
    hiring: { enabled: false, executives: ['COO'], mode: 'advisory' },
    risk_alert: { enabled: true, executives: ['CEO', 'CTO', 'COO'], mode: 'advisory' },
  },
}

describe('AI workflow with executive preferences', () => {
  it('reads a stored version-1 workflow unchanged, with every executive at the default', () => {
    const read = readAiWorkflow(VERSION_1)
    expect(read).toEqual(VERSION_1)
    expect(resolvePreferences(read?.executives)).toEqual({
      ceo: DEFAULT_PREFERENCE,
      cfo: DEFAULT_PREFERENCE,
      cmo: DEFAULT_PREFERENCE,
      cto: DEFAULT_PREFERENCE,
      coo: DEFAULT_PREFERENCE,
    })
  })

  it('keeps the preferences stored for some executives and defaults the rest', () => {
    const cautious = { tone: 'diplomatic', risk: 'cautious', escalation: 'always' } as const
    const read = readAiWorkflow({ ...VERSION_1, executives: { cfo: cautious } })
    expect(read?.executives).toEqual({ cfo: cautious })
    expect(resolvePreferences(read?.executives)).toMatchObject({ cfo: cautious, ceo: DEFAULT_PREFERENCE })
  })

  it('refuses an unknown executive or value', () => {
    expect(
      AiWorkflowSchema.safeParse({
        ...defaultAiWorkflow(),
        executives: { cfo: { tone: 'rude', risk: 'balanced', escalation: 'always' } },
      }).success,
    ).toBe(false)
    expect(
      AiWorkflowSchema.safeParse({ ...defaultAiWorkflow(), executives: { cio: DEFAULT_PREFERENCE } }).success,
    ).toBe(false)
    expect(AiWorkflowSchema.safeParse({ ...defaultAiWorkflow(), version: 2 }).success).toBe(false)
  })
})

describe('agent task requests', () => {
  it('a fixed task needs no instruction; your own instruction needs one of at least 10 characters', () => {
    expect(TaskRequestSchema.safeParse({ executive: 'coo', task: 'stale-follow-ups' }).success).toBe(true)
    const short = TaskRequestSchema.safeParse({ executive: 'ceo', task: 'instruction', instruction: 'Do it' })
    expect(short.success).toBe(false)
    expect(short.error?.issues[0]?.message).toBe('Write an instruction of at least 10 characters')
    expect(TaskRequestSchema.safeParse({ executive: 'cio', task: 'weekly-pipeline' }).error?.issues[0]?.message).toBe(
      'Choose an executive',
    )
  })
})

describe('the weekly review', () => {
  const brief = (executive: Brief['executive'], risks: string[]): Brief => ({
    executive,
    headline: 'h',
    findings: [{ text: 't', evidence: [] }],
    risks,
    recommendations: ['r'],
  })

  it('debates the CEO’s first risk, else the next executive’s in order', () => {
    expect(
      topRisk([
        brief('cmo', ['Webinar is active but has brought no leads.']),
        brief('cfo', ['Trade show has returned less than its budget.']),
        brief('ceo', []),
      ]),
    ).toEqual({
      executive: 'cfo',
      risk: 'Trade show has returned less than its budget.',
    })
    expect(topRisk([brief('ceo', []), brief('cto', [])])).toBeNull()
  })

  it('asks the board and plans 30 days, focused by who raised the risk', () => {
    const risk = { executive: 'cfo' as const, risk: 'Trade show has returned less than its budget.' }
    expect(debateQuestion(risk)).toBe(
      'The CFO flags a risk: “Trade show has returned less than its budget.” What should we do about it?',
    )
    expect(strategyRequest(risk)).toEqual({
      goal: 'Address this risk: Trade show has returned less than its budget.',
      focus: 'efficiency',
      horizonDays: 30,
    })
  })

  it.each([
    '8 open leads are going cold.',
    '1 open lead is going cold.',
    'More than a quarter of open leads are going cold.',
    'Campaign spend has not paid back yet.',
    'LinkedIn has returned less than its budget.',
    'Duplicates mean two people may contact the same lead.',
  ])('never reads the risk “%s” as a goal with a target: the strategy is planned on its focus', (risk) => {
    const request = strategyRequest({ executive: 'coo', risk })
    const goal = parseGoal(request.goal, '2026-11-25', { fallbackDays: request.horizonDays })
    expect(goal).toMatchObject({ ok: false, reason: expect.stringContaining('describes a risk, not a goal') })
  })
})
