// The forecast screen's data: the company's won leads with when each was won (lead_wins, under RLS),
// turned into the monthly series, the forecast and its backtest by shared/forecast.ts.
import { useQuery } from '@tanstack/react-query'
import { db } from '../../lib/db'
import { fetchWins } from '../scores/queries'

export const forecastKeys = { wins: (companyId: string) => ['leads', 'wins', companyId] as const }

export function useWins(companyId: string) {
  return useQuery({ queryKey: forecastKeys.wins(companyId), queryFn: async () => fetchWins(await db(), companyId) })
}
