import { portalHref } from '../../config'
import type { Org } from '../../db'
import { errorPage, html, page } from '../../lib/html'
import { readForm, route } from '../../lib/http'
import { openPortalLink, portalPageOrg } from '../../portal-links'

/** Demo SSO admin portal: "Complete setup" gives the organisation an identity provider. */

const IDPS = [
  { value: 'okta', label: 'Okta' },
  { value: 'azure_ad', label: 'Microsoft Entra ID' },
  { value: 'google_workspace', label: 'Google Workspace' },
  { value: 'onelogin', label: 'OneLogin' },
]

export const portalLinkRefused = (what: string) =>
  errorPage(
    'Link expired',
    `This link has expired, was already used, or was not issued to an admin of the organization. Open the ${what} again from Flow.`,
    403,
  )

function portalPage(org: Org, pageToken: string, done: boolean): Response {
  return page(
    'SSO admin portal',
    html`<p>
        Organization: <strong>${org.name}</strong>${org.domain ? html` (${org.domain})` : ''}
      </p>
      <p>Current identity provider: <strong>${org.workosProvider ?? 'none'}</strong></p>
      ${
        done
          ? html`<p>
              <strong>Setup complete.</strong> Return to the portal and refresh the SSO connection.
            </p>`
          : ''
      }
      <form method="post" action="/demo/sso-portal">
        <input type="hidden" name="session" value="${pageToken}" />
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
        <a class="button secondary" href="${portalHref('/app/settings/organization')}"
          >Return to portal</a
        >
      </p>`,
  )
}

export const ssoPortalHandlers = [
  route(
    'get',
    '/demo/sso-portal',
    ({ url }) => {
      const opened = openPortalLink('sso', url.searchParams.get('token') ?? '')
      const org = url.searchParams.get('org')
      if (!opened || (org !== null && org !== opened.org.id)) return portalLinkRefused('SSO set-up')
      return portalPage(opened.org, opened.pageToken, false)
    },
    { latency: false },
  ),

  route(
    'post',
    '/demo/sso-portal',
    async ({ request }) => {
      const form = await readForm(request)
      const session = form.session ?? ''
      const org = portalPageOrg('sso', session)
      if (!org) return portalLinkRefused('SSO set-up')
      org.workosProvider = IDPS.find((idp) => idp.value === form.provider)?.value ?? 'okta'
      return portalPage(org, session, true)
    },
    { latency: false },
  ),
]
