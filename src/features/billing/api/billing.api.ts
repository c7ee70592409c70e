import * as z from 'zod/mini'
import { http } from '@/shared/api'
import { subscriptionSchema } from '@/entities/organisation'
import type { PlanCode } from '@/entities/plan'

export const fetchPortalUrl = () =>
  http.get('/api/v1/payment/enterprise-portal', z.object({ url: z.string() }))

export const switchPlan = (plan: PlanCode) =>
  http.post('/api/v1/payment/enterprise/switch-plan', subscriptionSchema, { json: { plan } })
