import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

export const lookupUser = (email: string) =>
  api(endpoints.userStatus, { query: { email: email.trim() } })

export const signUp = (body: { email: string; password: string; full_name: string }) =>
  api(endpoints.signUp, { body })

export const resendVerification = (email: string) =>
  api(endpoints.resendVerification, { body: { email } })

// The reset call may answer 200 with an error field (RESET-3).
export const requestPasswordReset = (email: string) =>
  api(endpoints.requestPasswordReset, { body: { email } })
