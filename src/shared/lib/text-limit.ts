import * as z from 'zod/mini'
import { formatNumber } from './format'

/** What a form says when a field is longer than the server accepts (its number as UX-5 writes it). */
export const tooLongMessage = (max: number): string => `Use at most ${formatNumber(max)} characters`

/**
 * The zod check for a field's length limit (limits come from the API contract). The message is
 * written when a value is too long, not when the schema is built: no Intl work at start-up.
 */
export const maxChars = (max: number) => z.maxLength(max, { error: () => tooLongMessage(max) })
