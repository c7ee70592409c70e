/**
 * UX-2: how well typed text matches a command, 0 (hidden) to 1. Each of the command's words
 * (label, keywords) is tried on its own, so letters never match across unrelated keywords:
 * a whole phrase beats every word, which beats letters in order ("bllng" finds "billing").
 */
export function fuzzyScore(search: string, fields: readonly string[]): number {
  const query = normalise(search)
  if (!query) return 1
  return Math.max(0, ...fields.map((field) => fieldScore(query, normalise(field))))
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

function fieldScore(query: string, field: string): number {
  const at = field.indexOf(query)
  if (at === 0) return 1
  if (at > 0) return field[at - 1] === ' ' ? 0.9 : 0.8
  const words = query.split(' ')
  if (words.length > 1 && words.every((word) => field.includes(word))) return 0.7
  return inOrder(query.replace(/ /g, ''), field)
}

/** Letters in order: closer together and earlier scores higher, always below a substring. */
function inOrder(letters: string, field: string): number {
  let from = 0
  let first = -1
  for (const letter of letters) {
    const found = field.indexOf(letter, from)
    if (found === -1) return 0
    if (first === -1) first = found
    from = found + 1
  }
  const spread = from - first
  return 0.1 + 0.5 * (letters.length / spread) * (1 - Math.min(first, 20) / 40)
}

/**
 * UX-2: a page the typed words match ranks above every action, whose side effects (a portal, a
 * theme, signing out) Enter should not run in place of going to the page ("billing" → Billing).
 */
export const pagesFirst = (score: number, page: boolean): number =>
  page && score > 0 ? 1 + score : score
