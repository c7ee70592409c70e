import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

/** DELETE /invitations/{email}; answers the address, for the cache to drop its row. */
export async function revokeInvite(email: string, batch?: string): Promise<string> {
  await api(endpoints.revokeInvitation, { params: { email }, batch })
  return email
}
