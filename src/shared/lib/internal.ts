/** VAL-2: an address is internal when it ends with the company's own domain. */
export function isInternalEmail(email: string | null | undefined, internalDomain: string): boolean {
  if (!email || !internalDomain) return false
  return email.trim().toLowerCase().endsWith(`@${internalDomain.toLowerCase()}`)
}

/** VAL-3: 'acme.corp' → 'Acme Team'; '' for more than one dot or an empty first segment. */
export function teamNameFromDotted(value: string): string {
  const parts = value.split('.')
  const first = parts[0] ?? ''
  if (parts.length > 2 || first === '') return ''
  return `${first.charAt(0).toUpperCase()}${first.slice(1)} Team`
}
