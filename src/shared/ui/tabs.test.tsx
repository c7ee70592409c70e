import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tab, TabNav, TabsList, TabsRoot } from './tabs'

// jsdom has no layout: each element's box comes from its data-left / data-width attributes,
// and the bar is 200 px wide. scrollLeft is remembered per element.
const scrolled = new WeakMap<Element, number>()
function fakeLayout() {
  const num = (el: HTMLElement, key: string) => Number(el.dataset[key] ?? 0)
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return num(this, 'left')
  })
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return num(this, 'width')
  })
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(200)
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return scrolled.get(this) ?? 0
  })
  vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (
    this: Element,
    value: number,
  ) {
    scrolled.set(this, value)
  })
}

const NAMES = ['Organization', 'Personal', 'Billing', 'Security', 'Audit log']

afterEach(() => vi.restoreAllMocks())

describe('tab bars on narrow screens (issue #14)', () => {
  it('scroll their own bar, never the page, to keep the chosen tab in view', async () => {
    fakeLayout()
    const pageScroll = vi.spyOn(window, 'scrollTo')
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    const user = userEvent.setup()
    render(
      <TabsRoot defaultValue="Organization">
        <TabsList label="Sections">
          {NAMES.map((name) => (
            <Tab key={name} value={name}>
              {name}
            </Tab>
          ))}
        </TabsList>
      </TabsRoot>,
    )
    const bar = screen.getByRole('tablist', { name: 'Sections' })
    screen.getAllByRole('tab').forEach((tab, i) => {
      tab.dataset.left = String(i * 100)
      tab.dataset.width = '100'
    })
    await user.click(screen.getByRole('tab', { name: 'Audit log' }))
    // Its right edge (500) meets the bar's right edge (scrollLeft + 200).
    await waitFor(() => expect(bar.scrollLeft).toBe(300))
    await user.click(screen.getByRole('tab', { name: 'Personal' }))
    await waitFor(() => expect(bar.scrollLeft).toBe(100))
    expect(pageScroll).not.toHaveBeenCalled()
    expect(intoView).not.toHaveBeenCalled()
  })

  it('link tabs show the current page in view when the bar mounts', () => {
    fakeLayout()
    render(
      <TabNav label="Settings sections">
        {NAMES.map((name, i) => (
          <a
            key={name}
            href={`#${name}`}
            data-left={i * 100}
            data-width={100}
            aria-current={name === 'Billing' ? 'page' : undefined}
          >
            {name}
          </a>
        ))}
      </TabNav>,
    )
    expect(screen.getByRole('navigation', { name: 'Settings sections' }).scrollLeft).toBe(100)
  })
})
