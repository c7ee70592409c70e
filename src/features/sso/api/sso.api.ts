import * as z from 'zod/mini'
import { http } from '@/shared/api'

export const requestSsoPortal = () =>
  http.post('/sso', z.object({ sso_admin_portal_url: z.string() }))

export const connectSso = () => http.get('/sso/connect', z.object({ provider: z.string() }))
