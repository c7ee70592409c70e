import { describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http } from 'msw'
import { server } from '../../../../tests/msw-server'
import { hold } from '../../../../tests/hold'
import { stubNewTabs } from '../../../../tests/new-tabs'
import { signInAs } from '../../../../tests/render'
import { ToastContext } from '@/shared/ui/toast/toast-context'
import { useOpenBillingPortal } from './use-open-billing-portal'

function setup() {
  const toast = vi.fn()
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>
    </QueryClientProvider>
  )
  return { toast, view: renderHook(() => useOpenBillingPortal(), { wrapper }) }
}

describe('useOpenBillingPortal (BILL-9)', () => {
  it('settles, and still opens the portal, when its caller unmounts while the call is out', async () => {
    await signInAs('admin@acme.test')
    const answer = hold()
    server.use(
      // Held, then answered by the demo backend.
      http.get('*/api/v1/payment/enterprise-portal', async () => {
        await answer.wait()
      }),
    )
    const tabs = stubNewTabs()
    const { view } = setup()
    const opened = view.result.current.open()
    view.unmount()
    answer.release()
    await expect(opened).resolves.toBeUndefined()
    expect(tabs.sentTo()).toEqual([expect.stringMatching(/\/demo\/billing-portal\?org=/)])
  })
})
