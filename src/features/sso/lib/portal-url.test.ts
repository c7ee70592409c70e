import { describe, expect, it } from 'vitest'
import { portalUrlFrom } from './portal-url'

describe('SSO portal URL (SSO-2)', () => {
  it.each([
    ['link="http://localhost/demo/sso-portal?org=1"', 'http://localhost/demo/sso-portal?org=1'],
    ["link='https://id.workos.com/portal?x=1'", 'https://id.workos.com/portal?x=1'],
    ['link=https://id.workos.com/portal', 'https://id.workos.com/portal'],
    ['"https://id.workos.com/portal"', 'https://id.workos.com/portal'],
    ['https://id.workos.com/portal', 'https://id.workos.com/portal'],
    ['  link="https://id.workos.com/a"  ', 'https://id.workos.com/a'],
    ['LINK="https://id.workos.com/a"', 'https://id.workos.com/a'],
    ['https://id.workos.com/a?next=link="x"', 'https://id.workos.com/a?next=link="x"'],
    ['link="javascript:alert(1)"', 'javascript:alert(1)'],
  ])('%s → %s', (raw, expected) => expect(portalUrlFrom(raw)).toBe(expected))
})
