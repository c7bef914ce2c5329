// What other features take from auth: the session (useAuth) and the signed-in user's type and name.
export { useAuth, useOptionalAuth, type AuthContextValue } from './auth-provider'
export { avatarUrl, displayName, initials, type AppUser } from './app-user'
