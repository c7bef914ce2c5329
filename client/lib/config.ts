// The public configuration the Worker embeds in every document (#app-config): backend URL and anon key.
// zod's small build: this loads with supabase-js, which no longer brings full zod along.
import { z } from './zod-mini'

const PublicConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  appEnv: z.enum(['local', 'production']),
})
export type PublicConfig = z.infer<typeof PublicConfigSchema>

let cached: PublicConfig | undefined

export function publicConfig(): PublicConfig {
  if (cached) return cached
  const text = document.getElementById('app-config')?.textContent
  if (!text) throw new Error('The page is missing its configuration; reload it.')
  cached = PublicConfigSchema.parse(JSON.parse(text))
  return cached
}
