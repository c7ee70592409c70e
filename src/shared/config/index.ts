export { getConfig, parseConfig, ConfigError } from './env'
export type { AppConfig } from './env'
