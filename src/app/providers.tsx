import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { ToastContextProvider } from '@/shared/ui'
import type { AppRouter } from './router'
import { syncAuthState } from './auth-sync'

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastContextProvider>{children}</ToastContextProvider>
    </QueryClientProvider>
  )
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  useEffect(() => syncAuthState(queryClient, router), [queryClient, router])
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}
