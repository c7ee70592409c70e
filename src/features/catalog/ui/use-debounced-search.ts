import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { restartCatalogSearch } from '../api/catalog.queries'
import { SEARCH_DEBOUNCE_MS, searchableTerm } from '../model/catalog-rules'

const route = getRouteApi('/app/event-catalog')

/**
 * The search box's text (local, instant) and the searched term (?q=, written 500 ms after the
 * last keystroke and only when searchable). Back/forward or a shared link resets the box.
 */
export function useDebouncedSearch() {
  const { q = '' } = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const [input, setInput] = useState(q)
  const [seenQ, setSeenQ] = useState(q)
  // The term this box last sent: its arrival in the URL must not undo keys typed since.
  const [sent, setSent] = useState<string | null>(null)
  if (q !== seenQ) {
    setSeenQ(q)
    // The URL moved on without us (history, a link): show its term.
    if (q !== sent && searchableTerm(input) !== q) setInput(q)
  }

  useEffect(() => {
    const term = searchableTerm(input)
    if (term === null || term === q) return
    const timer = setTimeout(() => {
      setSent(term)
      restartCatalogSearch(queryClient, term)
      void navigate({ search: (prev) => ({ ...prev, q: term || undefined }), replace: true })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [input, q, navigate, queryClient])

  return { input, setInput, term: q }
}
