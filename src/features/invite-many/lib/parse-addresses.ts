/** One address as read from a paste or a file, before any rule is checked. */
export type ParsedEntry = {
  email: string
  name?: string
  /** The row's own role, from a file's role column. */
  role?: 'member' | 'admin'
  /** A problem found while reading (a role that is neither member nor admin). */
  error?: string
}

const isSeparator = (c: string) => c === ',' || c === ';' || c === '\n' || c === '\r'
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\u00a0'

/**
 * INVITE-2: addresses separated by commas, semicolons, spaces or new lines, in one pass.
 * `Name <a@b.c>` and `"Last, First" <a@b.c>` name the address; any other word without an @ is
 * kept as a row of its own so the pre-flight can say it is not an e-mail.
 */
export function parseAddressList(text: string): ParsedEntry[] {
  const entries: ParsedEntry[] = []
  let names: string[] = []
  let word = ''
  const flushNames = () => {
    for (const n of names) entries.push({ email: n })
    names = []
  }
  const flushWord = () => {
    if (!word) return
    if (word.includes('@')) {
      flushNames()
      entries.push({ email: word })
    } else names.push(word)
    word = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i)
    if (c === '"' || c === '<') {
      flushWord()
      const end = text.indexOf(c === '"' ? '"' : '>', i + 1)
      const inner = text.slice(i + 1, end < 0 ? text.length : end).trim()
      i = end < 0 ? text.length : end
      if (c === '"') {
        if (inner) names.push(inner)
      } else {
        const name = names.join(' ')
        names = []
        entries.push(name ? { email: inner, name } : { email: inner })
      }
    } else if (isSeparator(c)) {
      flushWord()
      flushNames()
    } else if (isSpace(c)) flushWord()
    else word += c
  }
  flushWord()
  flushNames()
  return entries
}
