import { describe, expect, it } from 'vitest'
import type { Organisation, SubscriptionStatus } from '@/entities/organisation'
import { gateRedirect } from './gate'

const org = (status: SubscriptionStatus | null): Organisation => ({
  id: 'o1',
  name: 'Acme',
  domain: 'acme.test',
  logo: null,
  settings: { zdr: false, localDataDelete: false, enforceSSO: false, autoInvite: false },
  workosProvider: null,
  hipaaBaaSigned: false,
  userRole: 'admin',
  subscription: status
    ? { status, productName: 'FLOW_TEAM_YEARLY', numSeats: 3, seatsCurrentCycle: 3, planEndsAt: 0 }
    : null,
})

const active = org('active')
const pastDue = org('past_due')
const none = org(null)

describe('routing gate (GATE-2, GATE-3, GATE-4, GATE-6)', () => {
  it.each([
    // unauthenticated
    ['/', false, undefined, '/login'],
    ['/app/team', false, undefined, '/login'],
    ['/get-started', false, undefined, '/login'],
    ['/login', false, undefined, null],
    ['/forgot-password', false, undefined, null],
    // signed in on /login, /forgot-password or outside /app
    ['/login', true, active, '/app'],
    ['/forgot-password', true, active, '/app'],
    ['/', true, active, '/app'],
    ['/payment', true, active, '/app'],
    ['/get-started', true, active, '/app'],
    ['/login', true, pastDue, '/payment'],
    ['/', true, none, '/payment'],
    ['/get-started', true, none, '/payment'],
    ['/payment', true, none, null],
    ['/login', true, null, '/get-started'],
    ['/payment', true, null, '/get-started'],
    ['/get-started', true, null, null],
    // under /app
    ['/app', true, null, '/get-started'],
    ['/app/team', true, null, '/get-started'],
    ['/app/team', true, active, null],
    ['/app/settings/billing', true, pastDue, null],
    ['/application', true, null, '/get-started'],
  ] as const)('%s signedIn=%s org=%o → %s', (pathname, signedIn, organisation, expected) => {
    expect(gateRedirect({ pathname, signedIn, organisation })).toBe(expected)
  })

  it('an auth check error goes to /login', () => {
    expect(
      gateRedirect({
        pathname: '/app/team',
        signedIn: true,
        organisation: active,
        authError: true,
      }),
    ).toBe('/login')
    expect(gateRedirect({ pathname: '/login', signedIn: false, authError: true })).toBeNull()
  })
})

describe('invite links (INVLINK-6)', () => {
  it('lets /join/{token} through signed out, signed in, and on a failed auth check', () => {
    const pathname = '/join/abc'
    expect(gateRedirect({ pathname, signedIn: false })).toBeNull()
    expect(gateRedirect({ pathname, signedIn: true, organisation: null })).toBeNull()
    expect(gateRedirect({ pathname, signedIn: true, organisation: active })).toBeNull()
    expect(gateRedirect({ pathname, signedIn: false, authError: true })).toBeNull()
  })
})
