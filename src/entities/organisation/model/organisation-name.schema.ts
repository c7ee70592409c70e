import * as z from 'zod/mini'
import { LIMITS } from '@/shared/contract'
import { maxChars } from '@/shared/lib'
import { ORGANISATION_MESSAGES } from './organisation-messages'

/** Required and not blank; the trimmed name is what gets sent. */
export const organisationNameSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, ORGANISATION_MESSAGES.nameRequired),
      maxChars(LIMITS.organisationName),
    ),
})

export type OrganisationNameInput = z.input<typeof organisationNameSchema>
export type OrganisationNameValues = z.output<typeof organisationNameSchema>
