import type { Org } from '../../db'
import { directoryOf } from '../../features/directory-sync'
import { domainsOf } from '../../features/domain-verification'
import { html, page } from '../../lib/html'
import { DIRECTORY_STATES } from '../../../src/shared/contract'
import { backToPortal, orgLine, portalForm, selectField } from './portal-form'

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

export function directoryStep(org: Org, pageToken: string, note?: string): Response {
  const current = directoryOf(org.id)
  const action = '/demo/sso-portal/directory'
  return page(
    'Directory sync',
    html`${orgLine(org)}
      <p>
        Directory: <strong>${current ? `${current.provider}, ${current.state}` : 'none'}</strong>
      </p>
      ${note ? html`<p role="status"><strong>${note}</strong></p>` : ''}
      ${portalForm(
        action,
        pageToken,
        html`${selectField('Directory provider', 'provider', DIRECTORY_PROVIDERS, current?.provider)}
          ${selectField('Directory state', 'state', DIRECTORY_STATES, current?.state)}
          <p><button type="submit">Save directory</button></p>`,
      )}
      ${
        current
          ? portalForm(
              action,
              pageToken,
              html`<input type="hidden" name="state" value="none" />
                <p><button type="submit" class="secondary">Remove directory</button></p>`,
            )
          : ''
      }
      ${backToPortal}`,
  )
}

export function domainStep(org: Org, pageToken: string, note?: string): Response {
  const list = domainsOf(org.id)
  const action = '/demo/sso-portal/domains'
  return page(
    'Domain verification',
    html`${orgLine(org)} ${note ? html`<p role="status"><strong>${note}</strong></p>` : ''}
      <ul aria-label="Domains">
        ${list.map(
          (d) =>
            html`<li>
              <strong>${d.domain}</strong>: ${d.state}
              ${portalForm(
                action,
                pageToken,
                html`<input type="hidden" name="domain" value="${d.domain}" />
                  <button type="submit" name="state" value="verified">
                    Mark ${d.domain} verified
                  </button>
                  <button type="submit" name="state" value="failed" class="secondary">
                    Mark ${d.domain} failed
                  </button>`,
              )}
            </li>`,
        )}
      </ul>
      ${portalForm(
        action,
        pageToken,
        html`<p>
            <label>Domain <input name="add" autocomplete="off" /></label>
          </p>
          <p><button type="submit">Add domain</button></p>`,
      )}
      ${backToPortal}`,
  )
}
