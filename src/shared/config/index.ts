export { getConfig } from './env'
