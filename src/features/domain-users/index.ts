export { DomainUsers } from './ui/domain-users'
