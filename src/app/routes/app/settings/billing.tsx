import { createFileRoute } from '@tanstack/react-router'
import { organisationQueries } from '@/entities/organisation'
import { BillingSettings } from '@/features/billing'

export const Route = createFileRoute('/app/settings/billing')({
  loader: ({ context }) => context.queryClient.ensureQueryData(organisationQueries.current()),
  component: BillingSettings,
})
