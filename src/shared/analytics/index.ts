export { startAnalytics, resetAnalytics } from './analytics'
