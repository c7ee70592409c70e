import * as z from 'zod/mini'
import { http } from '@/shared/api'
import { organisationSchema } from '@/entities/organisation'
import { inviteSchema } from '@/entities/invite'

const sentAnswer = z.looseObject({ message: z.string() })

/** SPEC §7: POST organisation (empty path) with name and domain. */
export const postOrganisation = (body: { name: string; domain: string }) =>
  http.post('', organisationSchema, { json: body })

/** SPEC §4: the founders' teammates are invited as admins. */
export const postAdminInvite = (email: string) =>
  http.post('/invitations', inviteSchema, { json: { email, role: 'admin' } })

/** Without an organisation the message goes to the admins of the domain's team. */
export const postContactAdmin = (message: string) =>
  http.post('/contact-admin', sentAnswer, { json: { message } })

export const postSelfInvite = () => http.post('/self-invite', organisationSchema)
