const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** VAL-1, the generic e-mail: non-blank after trimming; text @ text . text; no spaces. */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim()
  return trimmed !== '' && EMAIL_SHAPE.test(trimmed)
}

export const emailDomain = (email: string): string => email.trim().toLowerCase().split('@')[1] ?? ''

/** An address as compared: blind to case and surrounding spaces (a key for sets and maps). */
export const emailKey = (email: string): string => email.trim().toLowerCase()

export const sameEmail = (a: string, b: string): boolean => emailKey(a) === emailKey(b)
