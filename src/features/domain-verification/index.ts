export { DomainVerificationCard } from './ui/domain-verification-card'
