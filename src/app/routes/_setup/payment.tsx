import { createFileRoute } from '@tanstack/react-router'
import { organisationQueries } from '@/entities/organisation'
import { PaymentPage } from '@/features/payment'

export const Route = createFileRoute('/_setup/payment')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(organisationQueries.current())]),
  component: PaymentPage,
})
