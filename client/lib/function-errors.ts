// spec §8 function-call errors, told apart by supabase-js's error classes (by name, so this module
// does not import supabase-js): the request could not be sent, the relay failed, or the function
// answered with a non-2xx status.
export type FunctionErrorKind = 'fetch' | 'relay' | 'http' | 'unknown'

export function functionErrorKind(error: unknown): FunctionErrorKind {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'FunctionsFetchError') return 'fetch'
  if (name === 'FunctionsRelayError') return 'relay'
  if (name === 'FunctionsHttpError') return 'http'
  return 'unknown'
}

export function describeFunctionError(error: unknown): string {
  switch (functionErrorKind(error)) {
    case 'fetch':
      return 'The request could not be sent. Check your connection and try again.'
    case 'relay':
      return 'The service relaying the request failed. Try again in a moment.'
    case 'http': {
      const status = (error as { context?: { status?: number } }).context?.status
      return `The service answered with an error${status ? ` (HTTP ${status})` : ''}. Try again, or contact support if it persists.`
    }
    default:
      return error instanceof Error && error.message ? error.message : 'Something went wrong while calling the service.'
  }
}
