import * as z from 'zod/mini'
import { SETTINGS_MESSAGES } from './settings-messages'

/** SPEC §5: the organisation name is required and not blank. */
export const organisationNameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, SETTINGS_MESSAGES.nameRequired)),
})

export type OrganisationNameValues = z.infer<typeof organisationNameSchema>
