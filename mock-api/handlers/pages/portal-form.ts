import { portalHref } from '../../config'
import type { Org } from '../../db'
import { html, type SafeHtml } from '../../lib/html'

/** The demo SSO portal's markup that its SSO page (sso-portal.ts) and its steps (portal-steps.ts) share. */

/** Which organisation the page is about, with its domain when it has one. */
export const orgLine = (org: Org) =>
  html`<p>Organization: <strong>${org.name}</strong>${org.domain ? html` (${org.domain})` : ''}</p>`

export const backToPortal = html`<p>
  <a class="button secondary" href="${portalHref('/app/settings/organization')}"
    >Return to portal</a
  >
</p>`

/** A form posting to `action` with the page's one-time session, which every POST checks. */
export const portalForm = (action: string, pageToken: string, body: SafeHtml) =>
  html`<form method="post" action="${action}">
    <input type="hidden" name="session" value="${pageToken}" />
    ${body}
  </form>`

type Option = string | { value: string; label: string }

/** A labelled select in its own paragraph, `current` chosen; a plain string is value and label. */
export function selectField(
  label: string,
  name: string,
  options: readonly Option[],
  current: string | null | undefined,
) {
  return html`<p>
    <label
      >${label}
      <select name="${name}">
        ${options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option
          return html`<option value="${value}" ${value === current ? html` selected` : ''}>
            ${text}
          </option>`
        })}
      </select></label
    >
  </p>`
}
