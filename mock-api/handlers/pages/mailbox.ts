import { z } from 'zod'
import { LIMITS } from '../../../src/shared/contract'
import { portalHref } from '../../config'
import { db } from '../../db'
import { errorPage, html, page } from '../../lib/html'
import { readForm, route } from '../../lib/http'
import { hashPassword } from '../../lib/password'
import { consumeToken, peekToken } from '../../mail'
import { revokeAllSessions } from '../../sessions'

/** The demo mailbox and the pages its links lead to (verify e-mail, reset password). */

const passwordSchema = z.string().min(6).max(LIMITS.password)

export const mailboxHandlers = [
  route(
    'get',
    '/demo/mailbox',
    ({ url }) => {
      const to = url.searchParams.get('to')?.trim().toLowerCase()
      const mails = db.mails.filter((m) => !to || m.to.toLowerCase() === to).reverse()
      return page(
        'Mailbox',
        html`<p class="muted">
            Every e-mail the demo backend "sent", newest
            first.${to ? html` Filtered to ${to} — <a href="/demo/mailbox">show all</a>.` : ''}
          </p>
          ${mails.length === 0 ? html`<p>No e-mails yet.</p>` : ''}
          ${mails.map(
            (m) =>
              html`<article class="mail">
                <div><strong>${m.subject}</strong></div>
                <div class="muted">
                  To <a href="/demo/mailbox?to=${encodeURIComponent(m.to)}">${m.to}</a> ·
                  ${m.sentAt.replace('T', ' ').slice(0, 19)} UTC
                </div>
                <pre>${m.body}</pre>
                ${m.links.map((l) => html`<p><a href="${l.href}">${l.label}</a></p>`)}
              </article>`,
          )}`,
      )
    },
    { latency: false },
  ),

  route(
    'get',
    '/demo/verify',
    ({ url }) => {
      const user = consumeToken(url.searchParams.get('token') ?? '', 'verify')
      if (!user)
        return errorPage(
          'Invalid link',
          'This verification link is invalid or has already been used.',
          400,
        )
      user.verifiedAt ??= new Date().toISOString()
      user.updatedAt = new Date().toISOString()
      return page(
        'E-mail verified',
        html`<p>${user.email} is verified. You can sign in now.</p>
          <p><a class="button" href="${portalHref('/login')}">Continue to sign in</a></p>`,
      )
    },
    { latency: false },
  ),

  route(
    'get',
    '/demo/reset-password',
    ({ url }) => {
      const token = url.searchParams.get('token') ?? ''
      const user = peekToken(token, 'reset')
      if (!user)
        return errorPage(
          'Invalid link',
          'This password reset link is invalid or has already been used.',
          400,
        )
      return page(
        'Choose a new password',
        html`<p>Account: ${user.email}</p>
          <form method="post" action="/demo/reset-password">
            <input type="hidden" name="token" value="${token}" />
            <p>
              <label
                >New password (at least 6 characters)
                <input
                  type="password"
                  name="password"
                  minlength="6"
                  maxlength="${LIMITS.password}"
                  required
                  autocomplete="new-password"
              /></label>
            </p>
            <p><button type="submit">Set password</button></p>
          </form>`,
      )
    },
    { latency: false },
  ),

  route(
    'post',
    '/demo/reset-password',
    async ({ request }) => {
      const form = await readForm(request)
      const token = form.token ?? ''
      if (!peekToken(token, 'reset'))
        return errorPage(
          'Invalid link',
          'This password reset link is invalid or has already been used.',
          400,
        )
      if (!passwordSchema.safeParse(form.password ?? '').success)
        return errorPage(
          'Invalid password',
          `Password must be 6 to ${LIMITS.password} characters long.`,
          400,
        )
      const user = consumeToken(token, 'reset')
      if (!user) return errorPage('Invalid link', 'This password reset link is invalid.', 400)
      const now = new Date().toISOString()
      user.passwordHash = await hashPassword(form.password ?? '')
      user.verifiedAt ??= now
      user.updatedAt = now
      // A new password signs the account out everywhere (a thief's session ends too).
      revokeAllSessions(user)
      return page(
        'Password changed',
        html`<p>The password of ${user.email} has been changed.</p>
          <p><a class="button" href="${portalHref('/login')}">Continue to sign in</a></p>`,
      )
    },
    { latency: false },
  ),
]
