import { MEMBER_MESSAGES } from '@/entities/member'
import type { DirectoryState } from '@/shared/contract'

/** What directory sync says, word for word as docs/product-rules.md (DSYNC-1 to DSYNC-4). */
export const DSYNC_MESSAGES = {
  title: 'Directory sync',
  description: 'Bring people in and out of your team from your identity provider.',
  none: 'No directory is connected yet.',
  loading: 'Loading the directory…',
  loadFailed: "Couldn't load the directory",
  loadFailedDetail: 'Check your connection and try again.',
  setUp: 'Set up directory sync',
  setUpFailed: 'Failed to open the directory sync set-up. Please try again.',
  never: 'Never',
  // DSYNC-4 [team]: the team page's notice, and the reason on the controls it turns off.
  managed: MEMBER_MESSAGES.directoryManaged,
} as const

/** DSYNC-1: each WorkOS directory state as people read it, and its badge's tone. */
export const DIRECTORY_STATE_LABELS: Record<
  DirectoryState,
  { label: string; tone: 'success' | 'neutral' | 'info' | 'destructive' | 'warning' }
> = {
  linked: { label: 'Linked', tone: 'success' },
  unlinked: { label: 'Not linked', tone: 'neutral' },
  validating: { label: 'Validating', tone: 'info' },
  invalid_credentials: { label: 'Invalid credentials', tone: 'destructive' },
  deleting: { label: 'Deleting', tone: 'warning' },
}
