export { SsoSection } from './ui/sso-section'
