import { createFileRoute } from '@tanstack/react-router'
import { EventCatalogPage, catalogSearchSchema } from '@/features/catalog'

// ?q= is the searched term (shareable, survives reload); the page debounces typing into it.
export const Route = createFileRoute('/app/event-catalog')({
  validateSearch: catalogSearchSchema,
  component: EventCatalogPage,
})
