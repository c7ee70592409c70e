export { isValidEmail, emailDomain, emailKey, sameEmail } from './email'
export { isInternalEmail, teamNameFromDotted } from './internal'
export { safeRedirectUrl } from './safe-url'
export { useNewTabOpener } from './use-new-tab-opener'
export {
  AWAITING_SUBSCRIPTION_KEY,
  UPGRADE_PROMPT_DISMISSED_KEY,
  readFlag,
  writeFlag,
  readStored,
  writeStored,
} from './local-flags'
export { cn } from './cn'
export { maxChars, tooLongMessage } from './text-limit'
export { parseRetryAfter, rateLimitedText } from './retry-after'
export {
  DRAFT_TTL_MS,
  saveDraft,
  takeDraft,
  saveOpenDrafts,
  clearDraftsOf,
  useFormDraft,
  useTextDraft,
} from './drafts'
export {
  markSessionEnded,
  sessionEndedNotice,
  dismissSessionEndedNotice,
  takeReturnPath,
  SESSION_ENDED_MESSAGE,
  rememberReturnPath,
  rememberJoinPath,
  markAuthUnreachable,
  authUnreachableNotice,
  dismissAuthUnreachable,
  AUTH_UNREACHABLE_MESSAGE,
} from './session-ended'
export { runBatch, wasNotStarted, type BatchOutcome } from './batch'
export { newBatchId } from './batch-id'
export { useBatch, type BatchRow, type BatchRun, type BatchRowState } from './use-batch'
export {
  formatCount,
  formatDate,
  formatDateTime,
  formatTimestamp,
  formatNumber,
  formatMoney,
  formatRelativeTime,
} from './format'
export { sleep } from './sleep'
export { afterPaint } from './after-paint'
export { remPx, useRowHeight } from './rem'
export { boundedSignal, whenAborted } from './bounded-signal'
export { PAGE_DATA_STALE_MS } from './stale-time'
export { useSingleFlightMutation } from './use-single-flight'
export { beginSignInState, takeSignInState } from './sign-in-state'
export { oneOf, textOf } from './search-params'
export { downloadText } from './download-text'
export { csvCell, csvText, orgFileName } from './csv-cell'
export { useScrollMargin } from './use-scroll-margin'
export { breakpoint } from './breakpoint'
export { compareText } from './compare-text'
export { warmFormatting } from './warm-formatting'
export { loadOnce } from './load-once'
