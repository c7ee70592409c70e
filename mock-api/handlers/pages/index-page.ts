import { HttpResponse } from 'msw'
import { DEMO_PASSWORD, portalOrigin } from '../../config'
import { FORM_TOKEN_FIELD, panelFormToken } from '../../cross-site'
import { db } from '../../db'
import { listFaults } from '../../faults'
import { demoThemeOf, html, page, redirect, styleCss, type SafeHtml } from '../../lib/html'
import { readForm, route } from '../../lib/http'
import { resetDemo } from '../../reset'

/** /demo/ index (pages and accounts), POST /demo/reset and the pages' stylesheet. */

function answerOf(f: ReturnType<typeof listFaults>[number]): string {
  if (f.drop) return 'drop (network failure)'
  if (f.hang) return 'hang (never answers)'
  if (f.status) return `status ${f.status}`
  return 'delay only'
}

/** SEC-9: every panel form carries the browser's form token (cross-site.ts). */
const tokenInput = (token: string) =>
  html`<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${token}" />`

function faultPanel(token: SafeHtml) {
  const faults = listFaults()
  return html`<section id="faults" aria-labelledby="faults-title">
    <h2 id="faults-title">Fault rules</h2>
    <p class="muted">
      Requests whose path matches a rule (glob: <code>*</code> matches anything) fail, hang, drop or
      wait before the normal answer. Also over HTTP: <code>POST/GET/DELETE /demo/faults</code>.
    </p>
    ${
      faults.length === 0
        ? html`<p>No fault rules.</p>`
        : html`<table>
            <caption>
              Active fault rules
            </caption>
            <thead>
              <tr>
                <th scope="col">Path</th>
                <th scope="col">Method</th>
                <th scope="col">Answer</th>
                <th scope="col">Delay (ms)</th>
                <th scope="col">Uses left</th>
                <th scope="col">Hits</th>
                <th scope="col"><span class="muted">Action</span></th>
              </tr>
            </thead>
            <tbody>
              ${faults.map(
                (f) =>
                  html`<tr>
                    <td><code>${f.path}</code></td>
                    <td>${f.method ?? 'any'}</td>
                    <td>${answerOf(f)}</td>
                    <td>${f.delayMs ?? 0}</td>
                    <td>${f.remaining ?? 'unlimited'}</td>
                    <td>${f.hits}</td>
                    <td>
                      <form method="post" action="/demo/faults/${encodeURIComponent(f.id)}/remove">
                        ${token}
                        <button
                          type="submit"
                          class="secondary"
                          aria-label="Remove the rule for ${f.path}"
                        >
                          Remove
                        </button>
                      </form>
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    <form method="post" action="/demo/faults" class="fault-form">
      ${token}
      <p>
        <label
          >Path (glob)
          <input name="path" required value="/api/v1/enterprise/members*" maxlength="500"
        /></label>
      </p>
      <p>
        <label
          >Method
          <select name="method">
            <option value="">Any</option>
            ${['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].map((m) => html`<option>${m}</option>`)}
          </select></label
        >
      </p>
      <p>
        <label
          >Answer
          <select name="answer">
            <option value="status">Status code</option>
            <option value="hang">Hang (never answers)</option>
            <option value="drop">Drop (network failure)</option>
            <option value="delay">Delay only</option>
          </select></label
        >
      </p>
      <p>
        <label
          >Status code <input name="status" type="number" min="200" max="599" value="500"
        /></label>
      </p>
      <p>
        <label
          >Delay (ms) <input name="delayMs" type="number" min="0" max="600000" value="0"
        /></label>
      </p>
      <p>
        <label
          >Times (empty: unlimited) <input name="times" type="number" min="1" inputmode="numeric"
        /></label>
      </p>
      <p>
        <label>JSON body (optional) <textarea name="body" rows="2" cols="50"></textarea></label>
      </p>
      <p><button type="submit">Add fault</button></p>
    </form>
    <form method="post" action="/demo/faults/clear">
      ${token}
      <button type="submit" class="secondary">Clear all faults</button>
    </form>
  </section>`
}

function indexPage(origin: string, request: Request): Response {
  const form = panelFormToken(request)
  const token = tokenInput(form.token)
  const accounts = [...db.users.values()].filter(
    (u) => !u.email.endsWith('@bigcorp.test') || u.email === 'bigadmin@bigcorp.test',
  )
  // The sign-in pages hand the session to the portal, on another origin when the API stands alone.
  const source = encodeURIComponent(portalOrigin(request, origin))
  const response = page(
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
        ${token}<input type="hidden" name="back" value="1" /><button
          type="submit"
          class="secondary"
        >
          Reset all demo data
        </button>
      </form>
      ${faultPanel(token)}
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
  if (form.setCookie) response.headers.append('Set-Cookie', form.setCookie)
  return response
}

export const indexPageHandlers = [
  route('get', '/demo', ({ origin, request }) => indexPage(origin, request), { latency: false }),
  route('get', '/demo/', ({ origin, request }) => indexPage(origin, request), { latency: false }),
  route(
    'get',
    '/demo/style.css',
    ({ request }) =>
      new HttpResponse(styleCss(demoThemeOf(request)), {
        // Drawn in the theme chosen in the portal, so every visit asks again.
        headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' },
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
