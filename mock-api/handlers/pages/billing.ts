import { isPlanCode, PLAN_INFO, portalHref } from '../../config'
import { db, type Org } from '../../db'
import { seatsInUse } from '../../org-rules'
import { activateSubscription, payOutstanding } from '../../billing'
import { errorPage, html, page, redirect } from '../../lib/html'
import { readForm, route } from '../../lib/http'
import { openPortalLink, portalPageOrg } from '../../portal-links'
import { portalLinkRefused } from './sso-portal'

/** Demo checkout and billing-portal pages (stand-ins for the payment provider). */

const usd = (n: number) => `$${n.toLocaleString('en-US')}`
const dateOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10)

function planLabel(code: string | null): string {
  if (!code || !isPlanCode(code)) return 'No plan'
  const info = PLAN_INFO[code]
  return `${info.label} (${info.schedule})`
}

function subscriptionSummary(org: Org) {
  const sub = org.subscription
  if (!sub) return html`<p>No subscription.</p>`
  return html`<dl>
    <dt>Organization</dt>
    <dd>${org.name}</dd>
    <dt>Plan</dt>
    <dd>${planLabel(sub.productName)}</dd>
    <dt>Status</dt>
    <dd>${sub.status}</dd>
    <dt>Seats</dt>
    <dd>Using ${seatsInUse(org.id)} of ${sub.seatsCurrentCycle} billed seats</dd>
    <dt>${sub.status === 'canceled' ? 'Ended' : 'Current period ends'}</dt>
    <dd>${dateOf(sub.planEndsAt)}</dd>
  </dl>`
}

function billingPortalPage(org: Org, pageToken: string, paid: boolean): Response {
  const pastDue = org.subscription?.status === 'past_due'
  return page(
    'Billing portal',
    html`${paid ? html`<p><strong>Payment received. The subscription is active.</strong></p>` : ''}
      ${subscriptionSummary(org)}
      ${
        pastDue
          ? html`<p class="error">An invoice is past due.</p>
              <form method="post" action="/demo/billing-portal">
                <input type="hidden" name="session" value="${pageToken}" />
                <button type="submit">Pay outstanding invoice</button>
              </form>`
          : ''
      }
      <p>
        <a class="button secondary" href="${portalHref('/app/settings/billing')}"
          >Return to portal</a
        >
      </p>`,
  )
}

export const billingPageHandlers = [
  route(
    'get',
    '/demo/checkout',
    ({ url }) => {
      const session = db.checkouts.get(url.searchParams.get('session') ?? '')
      const org = session ? db.orgs.get(session.orgId) : undefined
      if (!session || !org)
        return errorPage('Checkout not found', 'This checkout session does not exist.', 404)
      if (session.state !== 'open')
        return page(
          'Checkout closed',
          html`<p>This checkout session is already ${session.state}.</p>
            <p><a class="button" href="${session.returnOrigin}/app">Return to the portal</a></p>`,
        )
      const info = PLAN_INFO[session.plan]
      const months = info.schedule === 'Annual' ? 12 : 1
      const total = session.seats * info.perUserMonth * months
      return page(
        'Checkout',
        html`<dl>
            <dt>Organization</dt>
            <dd>${org.name}</dd>
            <dt>Plan</dt>
            <dd>${info.label} (${info.schedule})</dd>
            <dt>Seats</dt>
            <dd>${session.seats}</dd>
            <dt>Price</dt>
            <dd>${usd(info.perUserMonth)} per user per month</dd>
            <dt>Due today</dt>
            <dd>${usd(total)} ${info.schedule === 'Annual' ? 'per year' : 'per month'}</dd>
          </dl>
          <form method="post" action="/demo/checkout">
            <input type="hidden" name="session" value="${session.id}" />
            <button type="submit" name="action" value="pay">Pay now</button>
            <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
          </form>`,
      )
    },
    { latency: false },
  ),

  route(
    'post',
    '/demo/checkout',
    async ({ request }) => {
      const form = await readForm(request)
      const session = db.checkouts.get(form.session ?? '')
      const org = session ? db.orgs.get(session.orgId) : undefined
      if (!session || !org)
        return errorPage('Checkout not found', 'This checkout session does not exist.', 404)
      if (form.action === 'cancel') {
        if (session.state === 'open') session.state = 'canceled'
        return redirect(`${session.returnOrigin}/payment`)
      }
      if (session.state === 'open') {
        activateSubscription(org, session.plan, session.seats)
        session.state = 'paid'
      }
      return redirect(`${session.returnOrigin}/app`)
    },
    { latency: false },
  ),

  route(
    'get',
    '/demo/billing-portal',
    ({ url }) => {
      const opened = openPortalLink('billing', url.searchParams.get('token') ?? '')
      const org = url.searchParams.get('org')
      if (!opened || (org !== null && org !== opened.org.id))
        return portalLinkRefused('billing portal')
      return billingPortalPage(opened.org, opened.pageToken, false)
    },
    { latency: false },
  ),

  route(
    'post',
    '/demo/billing-portal',
    async ({ request }) => {
      const form = await readForm(request)
      const session = form.session ?? ''
      const org = portalPageOrg('billing', session)
      if (!org) return portalLinkRefused('billing portal')
      payOutstanding(org)
      return billingPortalPage(org, session, true)
    },
    { latency: false },
  ),
]
