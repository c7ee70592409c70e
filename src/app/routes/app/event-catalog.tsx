import { createFileRoute } from '@tanstack/react-router'
import { EventCatalogPage } from '@/features/catalog'

export const Route = createFileRoute('/app/event-catalog')({ component: EventCatalogPage })
