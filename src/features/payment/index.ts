export { PaymentPage } from './ui/payment-page'
