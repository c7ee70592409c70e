import type { Session } from '@/shared/auth'

export type CurrentUser = {
  userId: string
  email: string
  name: string
  avatarUrl: string | null
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** The user slice of the client state (MODEL-7), derived from the session. */
export function currentUserFrom(session: Session): CurrentUser {
  const meta = session.user.user_metadata ?? {}
  const email = session.user.email ?? ''
  return {
    userId: session.user.id,
    email,
    name: str(meta.full_name) ?? str(meta.name) ?? email.split('@')[0] ?? '',
    avatarUrl: str(meta.avatar_url),
  }
}
