import type { Endpoint } from './endpoint'
import { endpoints, type Endpoints } from './endpoints'

/** An extension's name: one that endpoints of the contract are marked with. */
export type Extension = {
  [K in keyof Endpoints]: Endpoints[K] extends { extension: infer X extends string } ? X : never
}[keyof Endpoints]

/** Every extension the contract proposes, derived from the endpoints marked with one. */
export const EXTENSIONS: readonly Extension[] = [
  ...new Set(
    (Object.values(endpoints) as Endpoint[]).flatMap((e) =>
      typeof e.extension === 'string' ? [e.extension as Extension] : [],
    ),
  ),
]

/** The extension an endpoint belongs to, if it belongs to one (the capabilities call does not). */
export const extensionOf = (endpoint: Endpoint): Extension | undefined =>
  typeof endpoint.extension === 'string' ? (endpoint.extension as Extension) : undefined
