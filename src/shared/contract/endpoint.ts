import type { $ZodType } from 'zod/v4/core'

/** Who may call: nobody signed in, any user, an admin of their organisation, internal staff. */
export type Auth = 'none' | 'user' | 'admin' | 'internal' | 'internal-admin'

export type Method = 'get' | 'post' | 'patch' | 'delete'

/** A refusal the server may answer: its status, its machine-readable code and when it happens. */
export interface ErrorSpec {
  readonly status: number
  readonly code: string
  readonly description: string
}

export interface Endpoint {
  readonly method: Method
  /** Path in the client's form ('' and '/members/{userId}' live under /api/v1/enterprise). */
  readonly path: string
  readonly summary: string
  readonly description?: string
  readonly auth: Auth
  readonly body?: $ZodType
  readonly query?: $ZodType
  readonly response: $ZodType
  /** The success status (200 unless said). */
  readonly status?: 200 | 201
  /** The success answer's media type when it is not JSON: the text itself is the answer. */
  readonly produces?: 'text/csv'
  readonly errors: readonly ErrorSpec[]
  /**
   * Beyond the SPEC's API, proposed by the portal (docs/openapi.json: `x-extension`): the name of
   * the extension a server may have, or `true` for the capabilities call that lists them.
   */
  readonly extension?: true | string
}

/** 'userId' for '/members/{userId}'. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never

export type ErrorCode<E extends Endpoint> = E['errors'][number]['code']

/** Keeps every literal (path, codes) so callers and the demo backend are checked against them. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint

/** The path with its `{name}` parts filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name}`)
    return encodeURIComponent(value)
  })
}
