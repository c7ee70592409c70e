import { isEmailAddress } from '@/shared/contract'

/** VAL-1, the generic e-mail: the contract's rule, the one the server applies too (VAL-5). */
export const isValidEmail = (value: string): boolean => isEmailAddress(value)

export const emailDomain = (email: string): string => email.trim().toLowerCase().split('@')[1] ?? ''

/** An address as compared: blind to case and surrounding spaces (a key for sets and maps). */
export const emailKey = (email: string): string => email.trim().toLowerCase()

export const sameEmail = (a: string, b: string): boolean => emailKey(a) === emailKey(b)
