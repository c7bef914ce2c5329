// /dashboard/calendly, /dashboard/plaid and /dashboard/notion: one page per provider, told apart by
// the route. Plaid links a bank for real (./bank-link-section.tsx); Calendly and Notion connect
// through OAuth (./oauth-connection-section.tsx): Calendly's booked meetings become calls, Notion
// takes exported decisions and strategies under the page the company chooses (./notion-section.tsx).
// For any other, the user's company: whether the provider was requested, by whom and when; owners and admins request
// or withdraw it (the company area's hooks, RLS decides), members read why they cannot. Nothing can
// be connected on this deployment, so no meeting or bank account appears, and the page says what
// would once it is.
import { roleWithArticle } from '../../../shared/schemas/company'
import { useMembership, type Membership } from '../../lib/membership'
import { useState } from 'react'
import { INTEGRATIONS, PROVIDER_SETUP, type IntegrationId } from '../../../shared/schemas/integrations'
import { Loaded } from '../../ui/query-state'
import { useCurrentRoute } from '../../app/root-layout'
import { errorMessage } from '../../lib/errors'
import { Alert, Button, PageHeader, Section } from '../../ui'
import { displayName } from '../auth'
import { useIntegrationRequests, useRequestIntegrations } from '../company/api'
import { useMembers } from '../members/api'
import { formatDateTime } from '../../lib/format-date'
import { NoCompany } from '../../ui/no-company'
import { BankLinkSection } from './bank-link-section'
import { NotionExportTarget } from './notion-section'
import { OAuthConnectionSection } from './oauth-connection-section'
import { Link } from '../../ui'
import { providerOfRoute, withProvider } from './provider'

/** What the page lists once the provider is connected. */
const ITEMS: Partial<Record<IntegrationId, string>> = { calendly: 'meetings', plaid: 'bank accounts' }

const NOT_ALLOWED = 'Only owners and admins of the company can choose its integrations.'

function CompanyIntegration({ mine, provider }: { mine: Membership; provider: IntegrationId }) {
  const info = INTEGRATIONS.find((i) => i.id === provider)!
  const requests = useIntegrationRequests(mine.company.id)
  const members = useMembers(mine.company.id)
  const save = useRequestIntegrations(mine.company.id)
  const [done, setDone] = useState<string | null>(null)
  const canEdit = mine.can.editCompany

  if (provider === 'plaid')
    return (
      <BankLinkSection
        companyId={mine.company.id}
        canLink={canEdit}
        memberNote={`Only owners and admins of ${mine.company.name} can link or disconnect its bank, and you are ${roleWithArticle(mine.role)}.`}
      />
    )
  if (provider === 'calendly')
    return (
      <OAuthConnectionSection
        provider="calendly"
        name={info.name}
        companyId={mine.company.id}
        canManage={canEdit}
        memberNote={`Only owners and admins of ${mine.company.name} can connect or disconnect Calendly, and you are ${roleWithArticle(mine.role)}.`}
      >
        <p>
          Each meeting booked through this Calendly account becomes a call on the lead with the invitee’s email (or on a
          new lead, source Calendly), and a cancellation is marked on that call. See them on{' '}
          <Link to="/dashboard/calls">Calls</Link> and on each lead’s page.
        </p>
      </OAuthConnectionSection>
    )
  if (provider === 'notion')
    return (
      <OAuthConnectionSection
        provider="notion"
        name={info.name}
        companyId={mine.company.id}
        canManage={canEdit}
        memberNote={`Only owners and admins of ${mine.company.name} can connect Notion or choose where exports go, and you are ${roleWithArticle(mine.role)}. Any member can export a session or a strategy once a page is chosen.`}
      >
        <NotionExportTarget companyId={mine.company.id} canChoose={canEdit} />
      </OAuthConnectionSection>
    )
  return (
    <>
      <Alert tone="info">
        No {ITEMS[provider] ?? 'records'} can appear here: this deployment does not connect to {info.name} yet, so
        nothing is read from any {info.name} account. Once it is connected, this page shows{' '}
        {PROVIDER_SETUP[provider].onceConnected.replace(/^./, (c) => c.toLowerCase())}
      </Alert>
      <Section title="Your company’s request" id="request">
        <Loaded query={requests} what="your company's integrations">
          {(rows) => {
            const request = rows.find((r) => r.provider === provider)
            const requester = request?.requested_by
              ? members.data?.find((m) => m.user_id === request.requested_by)
              : undefined
            const by = requester
              ? `${displayName({ firstName: requester.firstName, lastName: requester.lastName, email: requester.email })} (${requester.email})`
              : members.data
                ? 'someone no longer in the company'
                : null
            const change = async (wanted: boolean) => {
              setDone(null)
              await save.mutateAsync(
                withProvider(
                  rows.map((r) => r.provider),
                  provider,
                  wanted,
                ),
              )
              setDone(
                wanted
                  ? `${info.name} was requested. Nothing is connected yet.`
                  : `The request for ${info.name} was withdrawn.`,
              )
            }
            return (
              <>
                {save.isError && (
                  <Alert tone="error">{`Nothing was changed: ${errorMessage(save.error, { notAllowed: NOT_ALLOWED })}`}</Alert>
                )}
                {done && <Alert tone="success">{done}</Alert>}
                <p>
                  {request
                    ? `${mine.company.name} requested ${info.name} on ${formatDateTime(request.requested_at)}${by ? `, by ${by}` : ''}.`
                    : `${mine.company.name} has not requested ${info.name}.`}
                </p>
                {canEdit ? (
                  <div className="actions">
                    <Button
                      variant={request ? 'secondary' : 'primary'}
                      disabled={save.isPending}
                      onClick={() => void change(!request).catch(() => undefined)}
                    >
                      {save.isPending
                        ? 'Saving…'
                        : request
                          ? `Withdraw the ${info.name} request`
                          : `Request ${info.name}`}
                    </Button>
                  </div>
                ) : (
                  <p className="muted">{`Only owners and admins of ${mine.company.name} can request or withdraw integrations, and you are ${roleWithArticle(mine.role)}.`}</p>
                )}
              </>
            )
          }}
        </Loaded>
      </Section>
    </>
  )
}

export default function CompanyIntegrationPage() {
  const route = useCurrentRoute()
  const provider = providerOfRoute(route?.id)
  const mine = useMembership()
  const info = INTEGRATIONS.find((i) => i.id === provider)
  if (!route || !provider || !info) return null
  return (
    <>
      <PageHeader eyebrow={`${info.name} · ${info.kind}`} title={route.title} lead={route.purpose} />
      <Loaded query={mine} what="your company">
        {(m) =>
          m ? (
            <CompanyIntegration mine={m} provider={provider} />
          ) : (
            <NoCompany>{`${info.name} ${info.kind.toLowerCase()} belongs to a company.`}</NoCompany>
          )
        }
      </Loaded>
    </>
  )
}
