// The auth pages never tell anyone which addresses have an account: asking for a sign-in code
// (client/features/auth/api.ts sendEmailCode) reads hosted GoTrue's 422 otp_disabled — its answer
// for an address without an account — as the same success as for a registered one; other
// refusals still show their message.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const signInWithOtp = vi.fn()
vi.mock('../../client/lib/supabase', () => ({ supabase: () => ({ auth: { signInWithOtp } }) }))

const { sendEmailCode } = await import('../../client/features/auth/api')

/** An AuthApiError as auth-js builds it from GoTrue's body. */
const authError = (status: number, code: string, message: string) =>
  Object.assign(new Error(message), { name: 'AuthApiError', status, code, __isAuthError: true })

describe('sendEmailCode', () => {
  beforeEach(() => signInWithOtp.mockReset())

  it('answers alike for a registered address and for one hosted GoTrue says has no account', async () => {
    signInWithOtp.mockResolvedValueOnce({ data: {}, error: null })
    expect(await sendEmailCode('ada@example.com')).toBeNull()
    signInWithOtp.mockResolvedValueOnce({
      data: {},
      error: authError(422, 'otp_disabled', 'Signups not allowed for otp'),
    })
    expect(await sendEmailCode('nobody@example.com')).toBeNull()
    expect(signInWithOtp).toHaveBeenLastCalledWith({
      email: 'nobody@example.com',
      options: { shouldCreateUser: false },
    })
  })

  it('any other refusal is still said', async () => {
    signInWithOtp.mockResolvedValueOnce({
      data: {},
      error: authError(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 42 seconds.',
      ),
    })
    expect(await sendEmailCode('ada@example.com')).toBe(
      'For security purposes, you can only request this after 42 seconds.',
    )
  })
})
