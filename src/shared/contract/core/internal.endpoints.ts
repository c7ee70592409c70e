import * as z from 'zod/mini'
import { defineEndpoint } from '../endpoint'
import { ADMIN, err, INTERNAL, INTERNAL_ONLY, INVALID, TOO_LARGE } from '../errors'
import { LIMITS } from '../limits'
import {
  text,
  catalogPageSchema,
  messageSchema,
  notificationSchema,
  notificationsSentSchema,
} from '../schemas'

/** Internal staff: notifications and the analytics event catalog. */
export const internalEndpoints = {
  // --- Internal ---
  announce: defineEndpoint({
    method: 'post',
    path: '/api/v1/notification/internal/announce',
    summary: 'Sends a notification to every user',
    auth: 'internal-admin',
    body: notificationSchema,
    response: notificationsSentSchema,
    errors: [...ADMIN, INTERNAL_ONLY, INVALID, TOO_LARGE],
  }),
  notify: defineEndpoint({
    method: 'post',
    path: '/api/v1/notification/internal/create',
    summary: 'Sends a notification to the listed e-mail addresses',
    auth: 'internal-admin',
    body: z.object({
      emails: z.array(text(LIMITS.email)).check(z.maxLength(LIMITS.notificationRecipients)),
      notification: notificationSchema,
    }),
    response: notificationsSentSchema,
    errors: [...ADMIN, INTERNAL_ONLY, INVALID, TOO_LARGE],
  }),
  eventsCatalog: defineEndpoint({
    method: 'get',
    path: '/api/v1/analytics/events-catalog',
    summary: 'A page of the analytics event catalog',
    description:
      'page_number starts at 1; search matches an event type or a key, case-insensitively.',
    auth: 'internal',
    query: z.object({
      page_size: z.optional(z.number().check(z.int(), z.positive())),
      page_number: z.optional(z.number().check(z.int(), z.positive())),
      search: z.optional(text(LIMITS.catalogSearch)),
    }),
    response: catalogPageSchema,
    errors: [...INTERNAL, INVALID],
  }),
  eventType: defineEndpoint({
    method: 'get',
    path: '/api/v1/analytics/events-catalog/{eventType}',
    summary: 'One event type, freshly read (a one-item page)',
    auth: 'internal',
    response: catalogPageSchema,
    errors: [...INTERNAL, err(404, 'event_type_not_found', 'No such event type')],
  }),
  refreshAllEventTypes: defineEndpoint({
    method: 'get',
    path: '/api/v1/analytics/refresh-all-event-types',
    summary: 'Starts rebuilding every event type (about 5+ minutes)',
    auth: 'internal',
    response: messageSchema,
    errors: [...INTERNAL],
  }),
} as const
