import { screen, within } from '@testing-library/react'
import { db } from '../mock-api/db'
import { renderApp } from './render'

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

type User = Awaited<ReturnType<typeof renderApp>>['user']

/** The team page as Acme's admin, once the row of `ready` is drawn. */
export async function openTeamAsAdmin(path = '/app/team', ready = 'admin@acme.test') {
  const view = await renderApp(path, { as: 'admin@acme.test' })
  await findRow(ready)
  return view
}

/** Ticks each row's selection box (TEAM-25). */
export async function selectRows(user: User, ...emails: string[]) {
  for (const email of emails)
    await user.click(
      within(await findRow(email)).getByRole('checkbox', { name: `Select ${email}` }),
    )
}

/** Picks a role in a row's role selector (the browser's own select). */
export async function chooseRole(user: User, email: string, role: string) {
  await user.selectOptions(
    within(await findRow(email)).getByRole('combobox', { name: `Role for ${email}` }),
    role,
  )
}

/** The bulk bar shown while rows are selected. */
export const selectionBar = () => screen.getByRole('region', { name: 'Selected rows' })

/** Acme Corp in the demo backend. */
export const acmeOrg = () => [...db.orgs.values()].find((org) => org.name === 'Acme Corp')!

/** Adds invitations to Acme in the demo backend, copies of the expired one. */
export function addExpiredInvites(...emails: string[]) {
  const template = db.invitations.find((i) => i.email === 'former.contractor@acme.test')!
  for (const email of emails) db.invitations.push({ ...template, email })
}
