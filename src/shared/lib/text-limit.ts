import * as z from 'zod/mini'

/** What a form says when a field is longer than the server accepts. */
export const tooLongMessage = (max: number): string => `Use at most ${max} characters`

/** The zod check for a field's length limit (limits come from the API contract). */
export const maxChars = (max: number) => z.maxLength(max, tooLongMessage(max))
