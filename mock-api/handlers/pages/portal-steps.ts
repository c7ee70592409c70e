import { portalHref } from '../../config'
import type { Org } from '../../db'
import { directoryOf } from '../../features/directory-sync'
import { domainsOf } from '../../features/domain-verification'
import { html, page, type SafeHtml } from '../../lib/html'
import { DIRECTORY_STATES } from '../../../src/shared/contract'

/**
 * The demo SSO portal's other intents (WorkOS Admin Portal): `dsync` shows the directory step
 * (DSYNC-5: choose a provider, then drive the directory through its five states) and
 * `domain_verification` the domain step (DOMAIN-5: add a domain, then mark it verified or failed).
 */

export const DIRECTORY_PROVIDERS = [
  'Okta SCIM',
  'Microsoft Entra ID SCIM',
  'Google Workspace',
  'JumpCloud SCIM',
]

const back = html`<p>
  <a class="button secondary" href="${portalHref('/app/settings/organization')}"
    >Return to portal</a
  >
</p>`

const heading = (org: Org) =>
  html`<p>Organization: <strong>${org.name}</strong>${org.domain ? html` (${org.domain})` : ''}</p>`

export function directoryStep(org: Org, pageToken: string, note?: string): Response {
  const current = directoryOf(org.id)
  const choices: SafeHtml[] = DIRECTORY_STATES.map(
    (state) =>
      html`<option value="${state}" ${state === current?.state ? html` selected` : ''}>
        ${state}
      </option>`,
  )
  return page(
    'Directory sync',
    html`${heading(org)}
      <p>
        Directory: <strong>${current ? `${current.provider}, ${current.state}` : 'none'}</strong>
      </p>
      ${note ? html`<p role="status"><strong>${note}</strong></p>` : ''}
      <form method="post" action="/demo/sso-portal/directory">
        <input type="hidden" name="session" value="${pageToken}" />
        <p>
          <label
            >Directory provider
            <select name="provider">
              ${DIRECTORY_PROVIDERS.map(
                (p) =>
                  html`<option value="${p}" ${p === current?.provider ? html` selected` : ''}>
                    ${p}
                  </option>`,
              )}
            </select></label
          >
        </p>
        <p>
          <label
            >Directory state
            <select name="state">
              ${choices}
            </select></label
          >
        </p>
        <p><button type="submit">Save directory</button></p>
      </form>
      ${
        current
          ? html`<form method="post" action="/demo/sso-portal/directory">
              <input type="hidden" name="session" value="${pageToken}" />
              <input type="hidden" name="state" value="none" />
              <p><button type="submit" class="secondary">Remove directory</button></p>
            </form>`
          : ''
      }
      ${back}`,
  )
}

export function domainStep(org: Org, pageToken: string, note?: string): Response {
  const list = domainsOf(org.id)
  return page(
    'Domain verification',
    html`${heading(org)} ${note ? html`<p role="status"><strong>${note}</strong></p>` : ''}
      <ul aria-label="Domains">
        ${list.map(
          (d) =>
            html`<li>
              <strong>${d.domain}</strong>: ${d.state}
              <form method="post" action="/demo/sso-portal/domains">
                <input type="hidden" name="session" value="${pageToken}" />
                <input type="hidden" name="domain" value="${d.domain}" />
                <button type="submit" name="state" value="verified">
                  Mark ${d.domain} verified
                </button>
                <button type="submit" name="state" value="failed" class="secondary">
                  Mark ${d.domain} failed
                </button>
              </form>
            </li>`,
        )}
      </ul>
      <form method="post" action="/demo/sso-portal/domains">
        <input type="hidden" name="session" value="${pageToken}" />
        <p>
          <label>Domain <input name="add" autocomplete="off" /></label>
        </p>
        <p><button type="submit">Add domain</button></p>
      </form>
      ${back}`,
  )
}
