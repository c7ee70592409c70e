import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

export const signBaa = (legalName: string) =>
  api(endpoints.signBaa, { body: { legal_name: legalName } })
