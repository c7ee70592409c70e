import { createFileRoute } from '@tanstack/react-router'
import { BillingSettings } from '@/features/billing'

export const Route = createFileRoute('/app/settings/billing')({ component: BillingSettings })
