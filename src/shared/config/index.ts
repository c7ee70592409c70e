export { getConfig, ConfigError } from './env'
