import type { Org } from '../../db'
import { errorPage, html, page } from '../../lib/html'
import { readForm, route } from '../../lib/http'
import { openPortalLink, portalPageActor, portalPageOrg } from '../../portal-links'
import { DIRECTORY_STATES } from '../../../src/shared/contract'
import { setDirectory } from '../../features/directory-sync'
import { addDomain, setDomainState } from '../../features/domain-verification'
import { membersOf } from '../../db'
import { directoryStep, domainStep, DIRECTORY_PROVIDERS } from './portal-steps'
import { backToPortal, orgLine, portalForm, selectField } from './portal-form'

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
    html`${orgLine(org)}
      <p>Current identity provider: <strong>${org.workosProvider ?? 'none'}</strong></p>
      ${
        done
          ? html`<p>
              <strong>Setup complete.</strong> Return to the portal and refresh the SSO connection.
            </p>`
          : ''
      }
      ${portalForm(
        '/demo/sso-portal',
        pageToken,
        html`${selectField('Identity provider', 'provider', IDPS, org.workosProvider)}
          <p><button type="submit">Complete setup</button></p>`,
      )}
      ${backToPortal}`,
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
      // DSYNC-5, DOMAIN-5: the WorkOS Admin Portal intents open their own step.
      const intent = url.searchParams.get('intent')
      if (intent === 'dsync') return directoryStep(opened.org, opened.pageToken)
      if (intent === 'domain_verification') return domainStep(opened.org, opened.pageToken)
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

  // DSYNC-5: choose a provider and a state (linked syncs the current members), or remove it.
  route(
    'post',
    '/demo/sso-portal/directory',
    async ({ request }) => {
      const form = await readForm(request)
      const session = form.session ?? ''
      const actor = portalPageActor('sso', session)
      if (!actor) return portalLinkRefused('directory sync set-up')
      const state = DIRECTORY_STATES.find((s) => s === form.state)
      const provider = DIRECTORY_PROVIDERS.find((p) => p === form.provider) ?? 'Okta SCIM'
      const linked = state === 'linked'
      setDirectory(
        actor.org,
        actor.user,
        state
          ? {
              state,
              provider,
              lastSyncAt: linked ? Date.now() : null,
              usersSynced: linked ? membersOf(actor.org.id).length : 0,
            }
          : null,
      )
      return directoryStep(actor.org, session, state ? `Directory ${state}.` : 'Directory removed.')
    },
    { latency: false },
  ),

  // DOMAIN-5: add a pending domain, or mark one verified or failed.
  route(
    'post',
    '/demo/sso-portal/domains',
    async ({ request }) => {
      const form = await readForm(request)
      const session = form.session ?? ''
      const actor = portalPageActor('sso', session)
      if (!actor) return portalLinkRefused('domain verification')
      if (form.add !== undefined) {
        const added = addDomain(actor.org, actor.user, form.add)
        return domainStep(actor.org, session, added ? 'Domain added: pending.' : 'Not added.')
      }
      const state = form.state === 'verified' || form.state === 'failed' ? form.state : null
      if (state && form.domain) setDomainState(actor.org, actor.user, form.domain, state)
      return domainStep(actor.org, session, state ? `${form.domain ?? ''} ${state}.` : undefined)
    },
    { latency: false },
  ),
]
