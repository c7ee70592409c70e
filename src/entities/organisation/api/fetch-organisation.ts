import { ApiError, api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import type { Organisation } from '@/shared/contract'
import { ORGANISATION_LOAD_FAILED } from './organisation.queries'

/** The caller's organisation, or null when they have none (the API answers 404). */
export async function fetchOrganisation(): Promise<Organisation | null> {
  try {
    return await api(endpoints.getOrganisation)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 404) return null
    // GATE-7 message; status kept so the gate still tells an expired session (401) apart (GATE-6).
    throw new ApiError(ORGANISATION_LOAD_FAILED, error.status, error.detail ?? error.message, error)
  }
}
