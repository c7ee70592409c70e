import { screen, within } from '@testing-library/react'
import { vi } from 'vitest'
import { renderApp } from './render'

type View = Awaited<ReturnType<typeof renderApp>>

/** A wide row's height at 16 px text: the list's own first guess (2.5rem and a 1 px border). */
export const ROW_PX = 41
/** jsdom has no layout: every row gets a height, so the virtualiser draws those near the top. */
export const giveRowsHeight = () =>
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_PX)

/** The audit log as Acme's admin (or `as`), once its first page is drawn. */
export async function openAuditLog(path = '/app/audit-log', as = 'admin@acme.test') {
  const view = await renderApp(path, { as })
  await screen.findByRole('heading', { level: 1, name: 'Audit log' })
  await screen.findByText(/^Showing \d+ events|^No events/)
  return view
}

/** The drawn rows' texts, top to bottom. */
export const drawnRows = (): string[] =>
  within(screen.getByRole('list', { name: 'Audit log' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '')

/** Picks an option of one of the filter form's selects. */
export async function choose({ user }: View, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }))
  await user.click(await screen.findByRole('option', { name: option }))
}

/** The search the page's address holds now. */
export const addressSearch = ({ router }: View) => router.state.location.search
