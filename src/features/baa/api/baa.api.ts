import * as z from 'zod/mini'
import { http } from '@/shared/api'

export const signBaa = (legalName: string) =>
  http.post('/hipaa-baa', z.object({ message: z.optional(z.string()) }), {
    json: { legal_name: legalName },
  })
