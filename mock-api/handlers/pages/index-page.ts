import { HttpResponse } from 'msw'
import { DEMO_PASSWORD } from '../../config'
import { db } from '../../db'
import { html, page, redirect, STYLE_CSS } from '../../lib/html'
import { readForm, route } from '../../lib/http'
import { resetDemo } from '../../reset'

/** /demo/ index (pages and accounts), POST /demo/reset and the pages' stylesheet. */

function indexPage(origin: string): Response {
  const accounts = [...db.users.values()].filter(
    (u) => !u.email.endsWith('@bigcorp.test') || u.email === 'bigadmin@bigcorp.test',
  )
  const source = encodeURIComponent(origin)
  return page(
    'Demo backend',
    html`<p>
        This server stands in for the product API, the auth service, the identity providers and the
        payment provider. Every seeded password is <code>${DEMO_PASSWORD}</code>; external-provider
        accounts sign in through their demo page.
      </p>
      <h2>Pages</h2>
      <ul>
        <li><a href="/login">Portal sign-in</a></li>
        <li>
          <a href="/google/sign_in?source=${source}">Google sign-in</a> ·
          <a href="/microsoft/sign_in?source=${source}">Microsoft sign-in</a> ·
          <a href="/apple/sign_in?source=${source}">Apple sign-in</a> ·
          <a href="/sso/sign_in?email=staff%40flow.test&amp;source=${source}"
            >SSO sign-in (staff@flow.test)</a
          >
        </li>
        <li>
          <a href="/demo/mailbox">Mailbox</a> (verification, password reset, invitations, messages
          to admins)
        </li>
        <li>
          Checkout, billing portal and SSO admin portal open from the portal's billing and
          organization settings.
        </li>
      </ul>
      <form method="post" action="/demo/reset">
        <input type="hidden" name="back" value="1" /><button type="submit" class="secondary">
          Reset all demo data
        </button>
      </form>
      <h2>Accounts</h2>
      <table>
        <thead>
          <tr>
            <th>E-mail</th>
            <th>Name</th>
            <th>Sign-in</th>
            <th>Organization</th>
            <th>Role</th>
            <th>Verified</th>
          </tr>
        </thead>
        <tbody>
          ${accounts.map((u) => {
            const org = u.orgId ? db.orgs.get(u.orgId) : undefined
            return html`<tr>
              <td>${u.email}</td>
              <td>${u.fullName}</td>
              <td>${u.provider}</td>
              <td>${org?.name ?? '—'}</td>
              <td>${org ? (u.role ?? 'none') : '—'}</td>
              <td>${u.verifiedAt ? 'yes' : 'no'}</td>
            </tr>`
          })}
        </tbody>
      </table>
      <p class="muted">BigCorp also has 1,999 generated members and 300 pending invitations.</p>`,
  )
}

export const indexPageHandlers = [
  route('get', '/demo', ({ origin }) => indexPage(origin), { latency: false }),
  route('get', '/demo/', ({ origin }) => indexPage(origin), { latency: false }),
  route(
    'get',
    '/demo/style.css',
    () =>
      new HttpResponse(STYLE_CSS, {
        headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' },
      }),
    { latency: false },
  ),
  route(
    'post',
    '/demo/reset',
    async ({ request }) => {
      const form = request.headers.get('content-type')?.includes('form')
        ? await readForm(request)
        : {}
      resetDemo()
      return form.back ? redirect('/demo/', 303) : new HttpResponse(null, { status: 204 })
    },
    { latency: false },
  ),
]
