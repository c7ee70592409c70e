export { PrivacyPage } from './ui/privacy-page'
