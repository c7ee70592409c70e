import { useMutation, useQueryClient } from '@tanstack/react-query'
import { organisationQueries, type Organisation } from '@/entities/organisation'
import { inviteErrorMessage, inviteMember, inviteQueries } from '@/entities/invite'
import { postOrganisation } from './onboarding.api'

export type CreateOrganisationInput = { name: string; domain: string; emails: string[] }
export type InviteFailure = { email: string; message: string }
export type CreateOrganisationResult = {
  organisation: Organisation
  inviteFailures: InviteFailure[]
}

/** START-6: create the organisation, then send an admin invite for each listed e-mail. */
async function createOrganisation({
  name,
  domain,
  emails,
}: CreateOrganisationInput): Promise<CreateOrganisationResult> {
  const organisation = await postOrganisation({ name, domain })
  const results = await Promise.allSettled(
    emails.map((email) => inviteMember({ email, role: 'admin' })),
  )
  const inviteFailures = results.flatMap((result, i) =>
    result.status === 'rejected'
      ? [{ email: emails[i] ?? '', message: inviteErrorMessage(result.reason) }]
      : [],
  )
  return { organisation, inviteFailures }
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrganisation,
    // The gate reads the cached organisation: store it now so the next navigation moves on.
    onSuccess: ({ organisation }) =>
      queryClient.setQueryData(organisationQueries.current().queryKey, organisation),
    // Not the domain queries: the page would flip to "a team exists" before it closes.
    meta: { invalidates: [organisationQueries.all(), inviteQueries.all()] },
  })
}
