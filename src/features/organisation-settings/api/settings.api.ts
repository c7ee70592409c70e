import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import type { OrganisationSettings } from '@/entities/organisation'

export const updateOrganisation = (body: { name: string; logo: string | null }) =>
  api(endpoints.updateOrganisation, { body })

/** ORG-6: the whole settings object, never a partial one. */
export const updateSettings = (settings: OrganisationSettings) =>
  api(endpoints.updateSettings, { body: settings })
