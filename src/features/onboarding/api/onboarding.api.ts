import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** START-6: POST organisation (empty path) with name and domain. */
export const postOrganisation = (body: { name: string; domain: string }) =>
  api(endpoints.createOrganisation, { body })

export const postSelfInvite = () => api(endpoints.selfInvite)
