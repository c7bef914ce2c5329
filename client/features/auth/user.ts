// The in-app user (spec §3) and the profile row's schema, in one import for tests and callers that
// need both. Code on the dashboard's first load imports app-user.ts (no zod) instead.
export * from './app-user'
export { ProfileSchema } from './profile'
