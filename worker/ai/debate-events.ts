// What a debate says while it happens (streaming): each turn as it is produced and a
// progress line naming who is working. The engines call these hooks; POST /api/ai/boardroom with
// `Accept: text/event-stream` sends them as server-sent events (worker/api/boardroom-stream.ts).
// The built-in engine decides the whole session at once, so it replays its turns in order; a model
// engine emits each turn when its call returns (worker/ai/model-board.ts).
import { EXECUTIVES, type ExecutiveId } from '../../shared/executives'
import type { DebateTurn } from '../../shared/schemas/debate-stream'
import type { Debate } from '../../shared/schemas/boardroom'

export type DebateEvents = {
  onTurn(turn: DebateTurn): void
  onProgress(text: string): void
}

/** What each executive does while it prepares its position ("CFO is reviewing the figures…"). */
const ACTIVITY: Record<ExecutiveId, string> = {
  ceo: 'weighing the whole picture',
  cfo: 'reviewing the figures',
  cmo: 'looking at demand and the campaigns',
  cto: 'checking what it asks of the systems',
  coo: 'checking what it asks of operations',
}

export const progressLine = {
  /** Round one: the first executive still working (all work at once, blind to each other). */
  positions: (waiting: readonly ExecutiveId[]) =>
    waiting.length === 0
      ? 'The executives have taken their positions…'
      : `${EXECUTIVES[waiting[0]].title} is ${ACTIVITY[waiting[0]]}…`,
  rebuttal: (executive: ExecutiveId, respondsTo: ExecutiveId) =>
    `${EXECUTIVES[executive].title} is answering the ${EXECUTIVES[respondsTo].title}…`,
  vote: 'The board is voting…',
  decision: 'The CEO is stating the decision…',
  saving: 'Saving the session…',
}

/** The built-in engine's session, turn by turn in the order it happened, with the same progress lines. */
export function replayTurns(debate: Debate, events: DebateEvents | undefined): void {
  if (!events) return
  let stage: string | undefined
  for (const turn of debate.turns ?? []) {
    if (turn.round !== stage) {
      stage = turn.round
      events.onProgress(
        turn.round === 'position'
          ? progressLine.positions(debate.positions.map((p) => p.executive))
          : turn.round === 'rebuttal'
            ? progressLine.rebuttal(turn.executive, debate.rebuttals[0]?.respondsTo ?? 'ceo')
            : turn.round === 'vote'
              ? progressLine.vote
              : progressLine.decision,
      )
    }
    events.onTurn(turn)
  }
}
