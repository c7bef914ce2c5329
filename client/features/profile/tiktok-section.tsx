// Sign in with TikTok on /dashboard/profile: the TikTok account linked to this
// account, or the way to link one; when the deployment cannot, which settings the operator must set.
import { TIKTOK_MESSAGES } from '../../../shared/schemas/tiktok-sign-in'
import { errorMessage } from '../../lib/errors'
import { formatDate } from '../../lib/format-date'
import { Alert, Button } from '../../ui'
import { Loaded } from '../../ui/query-state'
import { useStartTikTokLink, useTikTokLink } from './api'

export function TikTokSection() {
  const query = useTikTokLink()
  const start = useStartTikTokLink()
  return (
    <Loaded query={query} what="your TikTok link">
      {({ configured, missing, link }) =>
        link ? (
          <p>
            {`Linked to the TikTok account “${link.display_name || 'TikTok user'}” since ${formatDate(link.linked_at)}. You can sign in with TikTok.`}
          </p>
        ) : !configured ? (
          <Alert tone="info">{TIKTOK_MESSAGES.notConfigured(missing)}</Alert>
        ) : (
          <>
            <p>Link your TikTok account to sign in with TikTok as well as with your email.</p>
            {start.isError && <Alert tone="error">{errorMessage(start.error)}</Alert>}
            <Button
              variant="secondary"
              disabled={start.isPending || start.isSuccess}
              aria-busy={start.isPending}
              onClick={() => start.mutate()}
            >
              {start.isPending || start.isSuccess ? 'Opening TikTok…' : 'Link your TikTok account'}
            </Button>
          </>
        )
      }
    </Loaded>
  )
}
