import { db } from '../../db'
import { errorPage, html, page, redirect } from '../../lib/html'
import { readForm, route } from '../../lib/http'

/** Demo SSO admin portal: "Complete setup" gives the organisation an identity provider. */

const IDPS = [
  { value: 'okta', label: 'Okta' },
  { value: 'azure_ad', label: 'Microsoft Entra ID' },
  { value: 'google_workspace', label: 'Google Workspace' },
  { value: 'onelogin', label: 'OneLogin' },
]

export const ssoPortalHandlers = [
  route(
    'get',
    '/demo/sso-portal',
    ({ url }) => {
      const org = db.orgs.get(url.searchParams.get('org') ?? '')
      if (!org) return errorPage('Not found', 'Unknown organization.', 404)
      return page(
        'SSO admin portal',
        html`<p>
            Organization: <strong>${org.name}</strong>${org.domain ? html` (${org.domain})` : ''}
          </p>
          <p>Current identity provider: <strong>${org.workosProvider ?? 'none'}</strong></p>
          ${url.searchParams.get('done') ? html`<p><strong>Setup complete.</strong> Return to the portal and refresh the SSO connection.</p>` : ''}
          <form method="post" action="/demo/sso-portal">
            <input type="hidden" name="org" value="${org.id}" />
            <p>
              <label
                >Identity provider
                <select name="provider">
                  ${IDPS.map(
                    (idp) =>
                      html`<option
                        value="${idp.value}"
                        ${idp.value === org.workosProvider ? html` selected` : ''}
                      >
                        ${idp.label}
                      </option>`,
                  )}
                </select></label
              >
            </p>
            <p><button type="submit">Complete setup</button></p>
          </form>
          <p>
            <a class="button secondary" href="/app/settings/organization">Return to portal</a>
          </p>`,
      )
    },
    { latency: false },
  ),

  route(
    'post',
    '/demo/sso-portal',
    async ({ request }) => {
      const form = await readForm(request)
      const org = db.orgs.get(form.org ?? '')
      if (!org) return errorPage('Not found', 'Unknown organization.', 404)
      const provider = IDPS.find((idp) => idp.value === form.provider)?.value ?? 'okta'
      org.workosProvider = provider
      return redirect(`/demo/sso-portal?org=${encodeURIComponent(org.id)}&done=1`)
    },
    { latency: false },
  ),
]
