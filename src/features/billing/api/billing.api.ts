import { api } from '@/shared/api'
import { endpoints } from '@/shared/contract'
import type { PlanCode } from '@/entities/plan'

export const fetchPortalUrl = () => api(endpoints.billingPortal)

export const switchPlan = (plan: PlanCode) => api(endpoints.switchPlan, { body: { plan } })
