export { startAnalytics, track, resetAnalytics, maskSensitive } from './analytics'
