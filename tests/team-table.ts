import { screen, within } from '@testing-library/react'

/** The table row that shows this e-mail address. */
export async function findRow(email: string): Promise<HTMLElement> {
  const cell = await screen.findByText(email, { selector: '[role="row"] p' })
  const row = cell.closest<HTMLElement>('[role="row"]')
  if (!row) throw new Error(`no row for ${email}`)
  return row
}

export const queryRow = (email: string): HTMLElement | null =>
  screen.queryByText(email, { selector: '[role="row"] p' })?.closest('[role="row"]') ?? null

/** The e-mail shown in each body row, top to bottom. */
export function rowEmails(): string[] {
  const table = screen.getByRole('table', { name: 'Members and invitations' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const texts = [...row.querySelectorAll('[role="cell"] p')].map((p) => p.textContent ?? '')
      return texts.find((t) => t.includes('@')) ?? ''
    })
}
