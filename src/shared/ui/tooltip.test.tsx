import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tooltip } from './tooltip'

const lock = () => screen.getByRole('img', { name: 'Locked' })

function LockWithReason() {
  return (
    <>
      <Tooltip content="Only organization administrators can modify this">
        <span role="img" aria-label="Locked">
          🔒
        </span>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>
  )
}

describe('tooltips on touch screens (issue #14)', () => {
  afterEach(() => vi.useRealTimers())

  // A slow tap (300 ms between pressing and lifting, longer than the hide delay) closes it too,
  // rather than opening it again.
  it.each([
    ['a tap', 0],
    ['a slow tap', 300],
  ])('open on %s, with no hover to wait for, and close on the next one', async (_tap, delay) => {
    // The time between pressing and lifting passes on the test's clock, not the machine's.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ delay, advanceTimers: vi.advanceTimersByTime })
    render(<LockWithReason />)
    await user.pointer({ keys: '[TouchA]', target: lock() })
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Only organization administrators can modify this',
    )
    await user.pointer({ keys: '[TouchA]', target: lock() })
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: 2000,
    })
  })

  it('close on a tap elsewhere', async () => {
    const user = userEvent.setup()
    render(<LockWithReason />)
    await user.pointer({ keys: '[TouchA]', target: lock() })
    expect(await screen.findByRole('tooltip')).toBeInTheDocument()
    await user.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'Elsewhere' }),
    })
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: 2000,
    })
  })

  it('a mouse click does not open one at once (hover does, after its delay)', async () => {
    const user = userEvent.setup({ skipHover: true })
    render(<LockWithReason />)
    await user.pointer({ keys: '[MouseLeft]', target: lock() })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })
})
