// The in-app user (spec §3): the auth user joined with its profile row, and the fallbacks for its
// display name and avatar. Pure functions without zod (the dashboard's first load includes them):
// the profile row is validated where it is read (profile.ts).

/** spec §3 Profile (profiles table). Defaults are empty strings; the default role is user. */
export type Profile = {
  id: string
  email: string
  firstName: string
  lastName: string
  avatar: string
  role: 'user' | 'admin'
  company: string
  company_id: string | null
  industry: string
}

export type AuthUserLike = {
  id: string
  email?: string | null
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  created_at?: string
  updated_at?: string
}

export type AppUser = {
  id: string
  email: string
  name: string
  firstName: string
  lastName: string
  avatar: string
  avatar_url: string
  role: 'user' | 'admin'
  company: string
  company_id: string | null
  industry: string
  app_metadata: Record<string, unknown> & { is_admin: boolean }
  user_metadata: Record<string, unknown>
  created_at: string
  updated_at: string
}

/** The spec's defaults, for a user whose profile row has not been read. */
export const defaultProfile = (id: string): Profile => ({
  id,
  email: '',
  firstName: '',
  lastName: '',
  avatar: '',
  role: 'user',
  company: '',
  company_id: null,
  industry: '',
})

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * What the session alone says of the profile, until the row is read: the names given at sign-up
 * (user_metadata) and the role the token carries (app_metadata.role, which a database trigger keeps
 * equal to profiles.role). For showing the user at once; authorization stays with Postgres.
 */
export function profileFromSession(auth: AuthUserLike): Profile {
  const meta = auth.user_metadata ?? {}
  return {
    ...defaultProfile(auth.id),
    email: auth.email ?? '',
    firstName: text(meta.firstName) || text(meta.first_name),
    lastName: text(meta.lastName) || text(meta.last_name),
    role: auth.app_metadata?.role === 'admin' ? 'admin' : 'user',
  }
}

export function toAppUser(auth: AuthUserLike, profile: Profile | null): AppUser {
  const p = profile ?? defaultProfile(auth.id)
  const role = p.role
  const firstName = p.firstName
  const lastName = p.lastName
  return {
    id: auth.id,
    email: p.email || auth.email || '',
    name: [firstName, lastName].filter(Boolean).join(' '),
    firstName,
    lastName,
    avatar: p.avatar,
    avatar_url: p.avatar,
    role,
    company: p.company,
    company_id: p.company_id,
    industry: p.industry,
    app_metadata: { ...(auth.app_metadata ?? {}), is_admin: role === 'admin' },
    user_metadata: auth.user_metadata ?? {},
    created_at: auth.created_at ?? '',
    updated_at: auth.updated_at ?? '',
  }
}

/**
 * Where a sign-in without a return path lands: the dashboard, or for a platform admin without a
 * company the admin area (their dashboard could only ask them to set a company up).
 */
export const landingPath = (user: Pick<AppUser, 'role' | 'company_id'>): string =>
  user.role === 'admin' && !user.company_id ? '/admin' : '/dashboard'

type NameParts = Partial<Pick<AppUser, 'name' | 'firstName' | 'lastName' | 'email'>> | null | undefined

/** spec §3: name, then first and last name, then the part of the email before the @, then Guest. */
export function displayName(user: NameParts): string {
  if (!user) return 'Guest'
  const joined = [user.firstName, user.lastName]
    .filter((s) => s?.trim())
    .join(' ')
    .trim()
  return user.name?.trim() || joined || user.email?.split('@')[0] || 'Guest'
}

export function initials(user: NameParts): string {
  const words = displayName(user)
    .split(/[\s._-]+/)
    .filter(Boolean)
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase() || '?'
}

/** spec §3: the avatar, or a generated initials image when none is set. */
export function avatarUrl(user: (NameParts & { avatar_url?: string }) | null | undefined): string {
  if (user?.avatar_url) return user.avatar_url
  const text = initials(user).replace(/[^A-Z0-9?]/g, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#2f54eb"/><text x="32" y="40" font-family="system-ui,sans-serif" font-size="24" font-weight="600" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
