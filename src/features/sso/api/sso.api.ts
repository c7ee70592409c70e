import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'

export const requestSsoPortal = () => api(endpoints.ssoPortal)

export const connectSso = () => api(endpoints.ssoConnect)
