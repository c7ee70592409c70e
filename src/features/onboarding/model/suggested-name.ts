import { teamNameFromDotted } from '@/shared/lib'

/** A starting organisation name from the domain's first label: 'umbrella.test' → 'Umbrella Team'. */
export function suggestedOrganisationName(domain: string): string {
  return teamNameFromDotted(domain.split('.')[0] ?? '')
}
