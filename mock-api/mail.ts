import { randomBytes } from 'node:crypto'
import { EMAIL_TOKEN_TTL_MS } from './config'
import { db, type MailLink, type OneTimeToken, type User } from './db'

/** The demo "outbox": every e-mail the backend sends lands in /demo/mailbox. */

let nextMailId = 1

export function sendMail(to: string, subject: string, body: string, links: MailLink[] = []): void {
  db.mails.push({ id: nextMailId++, to, subject, body, links, sentAt: new Date().toISOString() })
}

function oneTimeToken(user: User, kind: OneTimeToken['kind']): string {
  const token = randomBytes(16).toString('base64url')
  db.tokens.set(token, {
    token,
    userId: user.id,
    kind,
    expiresAt: Date.now() + EMAIL_TOKEN_TTL_MS[kind],
  })
  return token
}

export function sendVerificationMail(user: User, origin: string): void {
  const token = oneTimeToken(user, 'verify')
  sendMail(
    user.email,
    'Confirm your e-mail address for Flow',
    `Hi ${user.fullName || user.email},\n\nconfirm your e-mail address to finish creating your Flow account.`,
    [
      {
        label: 'Confirm my e-mail address',
        href: `${origin}/demo/verify?token=${encodeURIComponent(token)}`,
      },
    ],
  )
}

export function sendPasswordResetMail(user: User, origin: string): void {
  const token = oneTimeToken(user, 'reset')
  sendMail(
    user.email,
    'Reset your Flow password',
    `Hi ${user.fullName || user.email},\n\nsomeone asked to reset the password of this account. If it was not you, ignore this e-mail.`,
    [
      {
        label: 'Choose a new password',
        href: `${origin}/demo/reset-password?token=${encodeURIComponent(token)}`,
      },
    ],
  )
}

/** Consumes a one-time token of the given kind; returns the user it belongs to. */
export function consumeToken(token: string, kind: OneTimeToken['kind']): User | undefined {
  const user = peekToken(token, kind)
  if (user) db.tokens.delete(token)
  return user
}

/** The user of a live token of that kind (an expired one is dropped). */
export function peekToken(token: string, kind: OneTimeToken['kind']): User | undefined {
  const record = db.tokens.get(token)
  if (!record || record.kind !== kind) return undefined
  if (record.expiresAt <= Date.now()) {
    db.tokens.delete(token)
    return undefined
  }
  return db.users.get(record.userId)
}
