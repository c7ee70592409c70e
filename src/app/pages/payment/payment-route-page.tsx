import { useOpenBillingPortal } from '@/features/billing'
import { PaymentPage } from '@/features/payment'

/** /payment with the billing portal a past-due admin's "Update Payment" opens (BILL-5, PAY-7). */
export function PaymentRoutePage() {
  return <PaymentPage billingPortal={useOpenBillingPortal()} />
}
