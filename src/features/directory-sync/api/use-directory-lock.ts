import type { MembershipLock } from '@/entities/member'
import type { Organisation } from '@/entities/organisation'
import { DSYNC_MESSAGES } from '../model/directory-sync-messages'
import { useDirectory } from './use-directory'

export const DIRECTORY_NOTICE_ID = 'directory-managed-notice'

/** DSYNC-4: while the directory is linked, manual invites and removals are off, with this reason. */
export function useDirectoryLock(organisation: Organisation): MembershipLock | null {
  const { query } = useDirectory(organisation)
  return query.data?.directory?.state === 'linked'
    ? { reason: DSYNC_MESSAGES.managed, descriptionId: DIRECTORY_NOTICE_ID }
    : null
}
