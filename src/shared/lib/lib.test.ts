import { describe, expect, it } from 'vitest'
import { isValidEmail, isInternalEmail, teamNameFromDotted, safeRedirectUrl } from './index'

describe('isValidEmail (VAL-1)', () => {
  it.each([
    ['a@b.co', true],
    ['  a@b.co  ', true],
    ['first.last@sub.example.com', true],
    ['', false],
    ['   ', false],
    ['a@b', false],
    ['a b@c.de', false],
    ['@b.co', false],
    ['a@.co', false],
    ['a@b.', false],
  ])('%j → %s', (value, expected) => expect(isValidEmail(value)).toBe(expected))
})

describe('isInternalEmail', () => {
  it.each([
    ['staff@flow.test', true],
    ['STAFF@Flow.Test', true],
    ['admin@acme.test', false],
    ['x@notflow.test', false],
    ['', false],
  ])('%j → %s', (email, expected) => expect(isInternalEmail(email, 'flow.test')).toBe(expected))
})

describe("teamNameFromDotted ('{Name} Team')", () => {
  it.each([
    ['acme.corp', 'Acme Team'],
    ['acme', 'Acme Team'],
    ['a.b.c', ''],
    ['.corp', ''],
    ['', ''],
  ])('%j → %j', (value, expected) => expect(teamNameFromDotted(value)).toBe(expected))
})

describe('safeRedirectUrl', () => {
  const own = 'http://localhost:4173'
  const hosts = ['checkout.stripe.com']
  it.each([
    ['https://checkout.stripe.com/pay/1', 'https://checkout.stripe.com/pay/1'],
    ['http://localhost:4173/demo/checkout', 'http://localhost:4173/demo/checkout'],
    ['http://checkout.stripe.com/pay', null],
    ['https://evil.example.com/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['not a url', null],
    [42, null],
  ])('%j → %j', (raw, expected) => expect(safeRedirectUrl(raw, hosts, own)).toBe(expected))
})
