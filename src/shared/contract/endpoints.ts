import { accountEndpoints } from './core/account.endpoints'
import { internalEndpoints } from './core/internal.endpoints'
import { organisationEndpoints } from './core/organisation.endpoints'
import { paymentEndpoints } from './core/payment.endpoints'
import { teamEndpoints } from './core/team.endpoints'
import { featureEndpoints } from './features'

/** The product API, one entry per call: what it takes, what it answers and how it refuses. */
const coreEndpoints = {
  ...accountEndpoints,
  ...organisationEndpoints,
  ...teamEndpoints,
  ...paymentEndpoints,
  ...internalEndpoints,
} as const

/** The whole table: the calls above, then each generated feature's (features/index.ts). */
export const endpoints = { ...coreEndpoints, ...featureEndpoints }

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type FeatureEndpointName = keyof typeof featureEndpoints
