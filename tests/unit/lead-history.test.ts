// A lead's history line for an owner change (client/features/leads/lead-detail-parts.tsx): the
// directory's current names, the name kept with the line for someone who has left, "Unassigned" for
// no owner and "the system" when no member made the change (the service role).
import { describe, expect, it } from 'vitest'
import { describeEvent } from '../../client/features/leads/lead-detail-parts'
import type { LeadEvent } from '../../shared/schemas/lead'

const DANA = 'b0000000-0000-4000-8000-000000000002'
const SAM = 'b0000000-0000-4000-8000-0000000000a1'
const LEFT = 'b0000000-0000-4000-8000-0000000000b2'
const directory = new Map([
  [DANA, 'Dana Demo'],
  [SAM, 'Sam Rivera'],
])
const change = (
  actor: string | null,
  from: string | null,
  to: string | null,
  names: { from?: string; to?: string; actor?: string } = {},
): LeadEvent => ({
  id: 1,
  lead_id: '1ead0000-0000-4000-8000-000000000001',
  kind: 'owner_changed',
  from_status: null,
  to_status: null,
  actor,
  created_at: '2026-11-27T05:00:00+00:00',
  detail: {
    from_owner: from,
    to_owner: to,
    from_name: names.from ?? null,
    to_name: names.to ?? null,
    actor_name: names.actor ?? null,
  },
})

describe('an owner change in the lead’s history', () => {
  it.each([
    ['assigned', change(DANA, null, SAM), 'Owner changed from Unassigned to Sam Rivera by Dana Demo'],
    ['unassigned', change(SAM, SAM, null), 'Owner changed from Sam Rivera to Unassigned by Sam Rivera'],
    [
      'renamed since: the directory’s name today',
      change(DANA, null, SAM, { to: 'Sam R.', actor: 'Dana D.' }),
      'Owner changed from Unassigned to Sam Rivera by Dana Demo',
    ],
    [
      'an owner who left: the name kept with the line',
      change(DANA, LEFT, null, { from: 'Lee Ver', actor: 'Dana Demo' }),
      'Owner changed from Lee Ver to Unassigned by Dana Demo',
    ],
    [
      'someone who left and no name kept',
      change(LEFT, LEFT, DANA),
      'Owner changed from A former member to Dana Demo by A former member',
    ],
    ['the service role', change(null, SAM, null), 'Owner changed from Sam Rivera to Unassigned by the system'],
  ])('%s', (_, event, line) => {
    expect(describeEvent(event, directory)).toBe(line)
  })

  it('before the directory has loaded, the names kept with the line', () => {
    expect(describeEvent(change(DANA, null, SAM, { to: 'Sam Rivera', actor: 'Dana Demo' }), undefined)).toBe(
      'Owner changed from Unassigned to Sam Rivera by Dana Demo',
    )
  })
})
