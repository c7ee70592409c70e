import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { modePart } from './mode-part'

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>

function renderPart(part: ReturnType<typeof modePart<{ name: string }>>) {
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <part.ModePart name="Ada" />
    </Suspense>,
  )
}

describe("a login mode's part, its code asked for on intent", () => {
  it('renders at once when its code came before the mode opened: no spinner, no wait', async () => {
    const part = modePart(() => Promise.resolve(Hello))
    await part.preload()
    renderPart(part)
    expect(screen.getByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })

  it('waits in the mode’s fallback when its code has not come yet', async () => {
    const part = modePart(() => Promise.resolve(Hello))
    renderPart(part)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  })

  it('asks again after a failed load: an intent made offline does not fail the mode for good', async () => {
    let calls = 0
    const part = modePart(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Hello),
    )
    await part.preload()
    renderPart(part)
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
    expect(calls).toBe(2)
  })
})
