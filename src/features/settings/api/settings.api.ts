import * as z from 'zod/mini'
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

export const requestSsoPortal = () =>
  http.post('/sso', z.object({ sso_admin_portal_url: z.string() }))

export const connectSso = () => http.get('/sso/connect', z.object({ provider: z.string() }))

export const signBaa = (legalName: string) =>
  http.post('/hipaa-baa', z.object({ message: z.optional(z.string()) }), {
    json: { legal_name: legalName },
  })
