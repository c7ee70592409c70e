import { formatRelativeTime } from '@/shared/lib'

/** USAGE-7: what "last active" says for someone who never dictated. */
const NEVER_ACTIVE = '—'

/**
 * USAGE-7, USAGE-11: how long ago, in the viewer's words, or `—` for never. A time after `now`
 * (the server's clock a little ahead of the viewer's) reads as now, never as "in 2 hours".
 */
export const lastActiveText = (at: string | null | undefined, now: number): string =>
  at ? formatRelativeTime(Math.min(Date.parse(at), now), now) : NEVER_ACTIVE
