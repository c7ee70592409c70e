export { BillingSettings } from './ui/billing-settings'
export { useOpenBillingPortal } from './ui/use-open-billing-portal'
