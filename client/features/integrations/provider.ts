// Pure helpers the integration screens share: which provider a route is about, and the company's
// list of requested providers with one added or taken away (set_company_integrations replaces the
// whole list, so a request or withdrawal sends every other provider unchanged).
import { INTEGRATION_IDS, type IntegrationId } from '../../../shared/schemas/integrations'

/** 'admin-integration-stripe' → 'stripe', 'dashboard-plaid' → 'plaid'; null for any other route. */
export function providerOfRoute(routeId: string | undefined): IntegrationId | null {
  const id = /^(?:admin-integration|dashboard)-([a-z]+)$/.exec(routeId ?? '')?.[1]
  return INTEGRATION_IDS.find((p) => p === id) ?? null
}

/** The providers to save so that `provider` is requested (`wanted`) or not, the others kept. */
export function withProvider(
  current: readonly IntegrationId[],
  provider: IntegrationId,
  wanted: boolean,
): IntegrationId[] {
  const others = current.filter((p) => p !== provider)
  return wanted ? [...others, provider] : others
}
