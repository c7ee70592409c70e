import { splitMatches } from '../lib/split-matches'

/** Text with each occurrence of the searched term wrapped in <mark>. */
export function Highlight({ text, term }: { text: string; term: string }) {
  if (!term) return text
  return splitMatches(text, term).map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-warning-subtle px-0.5 text-warning-subtle-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}
