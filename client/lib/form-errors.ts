// Form validation messages per field, from a zod result: the first issue of each field wins, so a
// field shows one clear message at a time. Shared by every form (settings, auth).

export type FieldErrors = Record<string, string>

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string }

export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message
  return errors
}
