/**
 * VAL-1, the one e-mail rule of the portal's forms and the API (VAL-5): not blank after trimming,
 * and shaped text@text.text with no spaces. Its length limit is separate (`LIMITS.email`, SEC-4).
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim()
  return trimmed !== '' && EMAIL_SHAPE.test(trimmed)
}
