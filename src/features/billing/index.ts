export { BillingSettings } from './ui/billing-settings'
