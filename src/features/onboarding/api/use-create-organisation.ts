import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { organisationQueries, type Organisation } from '@/entities/organisation'
import { inviteErrorMessage, inviteMember, inviteQueries } from '@/entities/invite'
import { hasErrorCode } from '@/shared/api'
import { postOrganisation } from './onboarding.api'

export type CreateOrganisationInput = { name: string; domain: string; emails: string[] }
export type InviteFailure = { email: string; message: string }
export type CreateOrganisationResult = {
  organisation: Organisation
  inviteFailures: InviteFailure[]
}

/**
 * A create that timed out may have been made all the same: its retry is then refused as
 * "already in an organisation". The organisation the caller is now in is the one to go on with.
 */
async function postOrAdopt(
  queryClient: QueryClient,
  body: { name: string; domain: string },
): Promise<Organisation> {
  try {
    return await postOrganisation(body)
  } catch (error) {
    if (!hasErrorCode(error, 'already_in_organization')) throw error
    const current = await queryClient.fetchQuery({ ...organisationQueries.current(), staleTime: 0 })
    if (!current) throw error
    return current
  }
}

/** START-6: create the organisation, then send an admin invite for each listed e-mail. */
async function createOrganisation(
  queryClient: QueryClient,
  { name, domain, emails }: CreateOrganisationInput,
): Promise<CreateOrganisationResult> {
  const organisation = await postOrAdopt(queryClient, { name, domain })
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
    mutationFn: (input: CreateOrganisationInput) => createOrganisation(queryClient, input),
    // The gate reads the cached organisation: store it now so the next navigation moves on.
    onSuccess: ({ organisation }) =>
      queryClient.setQueryData(organisationQueries.current().queryKey, organisation),
    // Not the domain queries: the page would flip to "a team exists" before it closes.
    meta: { invalidates: [organisationQueries.all(), inviteQueries.all()] },
  })
}
