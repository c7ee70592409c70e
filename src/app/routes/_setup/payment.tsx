import { createFileRoute } from '@tanstack/react-router'
import { organisationQueries } from '@/entities/organisation'
import { PaymentRoutePage } from '../../pages/payment/payment-route-page'

export const Route = createFileRoute('/_setup/payment')({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(organisationQueries.current())]),
  component: PaymentRoutePage,
})
