import { randomBytes } from 'node:crypto'

/** Fault rules for QA (`/demo/faults`): matching requests fail, hang, drop or slow down. */

export interface FaultInput {
  /** A glob over the URL path: `*` matches any characters (slashes included), `?` one. */
  path: string
  method?: string
  status?: number
  hang?: boolean
  drop?: boolean
  delayMs?: number
  /** How many requests it applies to; unlimited when unset. */
  times?: number
  body?: unknown
}

export interface Fault extends FaultInput {
  id: string
  /** Requests it still applies to (null: unlimited). */
  remaining: number | null
  hits: number
}

let faults: Fault[] = []

export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source.replace(/(\.\*)+/g, '.*')}$`)
}

export function addFault(input: FaultInput): Fault {
  const fault: Fault = {
    ...input,
    method: input.method?.toUpperCase(),
    id: `f_${randomBytes(6).toString('hex')}`,
    remaining: input.times ?? null,
    hits: 0,
  }
  faults.push(fault)
  return fault
}

export const listFaults = (): readonly Fault[] => faults

export function removeFault(id: string): boolean {
  const before = faults.length
  faults = faults.filter((f) => f.id !== id)
  return faults.length < before
}

export function clearFaults(): void {
  faults = []
}

/** The first rule matching the request, counted as used (a rule with no uses left is dropped). */
export function takeFault(method: string, pathname: string): Fault | undefined {
  const fault = faults.find(
    (f) => (!f.method || f.method === method.toUpperCase()) && globToRegExp(f.path).test(pathname),
  )
  if (!fault) return undefined
  fault.hits++
  if (fault.remaining !== null) {
    fault.remaining--
    if (fault.remaining <= 0) removeFault(fault.id)
  }
  return fault
}
