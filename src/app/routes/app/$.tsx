import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '../../ui/not-found'

export const Route = createFileRoute('/app/$')({ component: NotFound })
