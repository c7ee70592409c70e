import { http } from '@/shared/api'
import {
  organisationSchema,
  settingsSchema,
  type OrganisationSettings,
} from '@/entities/organisation'

export const updateOrganisation = (body: { name: string; logo: string | null }) =>
  http.patch('', organisationSchema, { json: body })

/** SPEC §7: the whole settings object, never a partial one. */
export const updateSettings = (settings: OrganisationSettings) =>
  http.patch('/settings', settingsSchema, { json: settings })
