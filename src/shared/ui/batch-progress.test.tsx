import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { BatchProgress } from './batch-progress'

describe('batch progress', () => {
  it("counts in the browser's way (UX-5) and names the failures", () => {
    render(<BatchProgress label="Revoking invitations" settled={1200} total={2300} failed={1050} />)
    expect(screen.getByText('1,200 of 2,300, 1,050 failed')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Revoking invitations' })).toHaveAttribute(
      'aria-valuetext',
      '1,200 of 2,300',
    )
  })
})
