import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmailText } from './email-text'

describe('EmailText', () => {
  it('offers line breaks before the @ and each dot, and reads as the address', () => {
    render(
      <span data-testid="email">
        <EmailText value="first.last@research.example.com" />
      </span>,
    )
    const email = screen.getByTestId('email')
    expect(email).toHaveTextContent(/^first\.last@research\.example\.com$/)
    // Each <wbr> sits right before a '.' or the '@'.
    expect(email.innerHTML).toBe('first<wbr>.last<wbr>@research<wbr>.example<wbr>.com')
  })

  it('leaves an address without dots or @ whole', () => {
    render(
      <span data-testid="email">
        <EmailText value="(empty)" />
      </span>,
    )
    expect(screen.getByTestId('email').innerHTML).toBe('(empty)')
  })
})
