import type { Schedule } from '@/entities/plan'
import { readStored, writeStored } from '@/shared/lib'

// Session storage, this tab only: back from a checkout left unpaid (Stripe's Back or Cancel),
// /payment shows the schedule that was chosen, not the default.
const CHOSEN_SCHEDULE_KEY = 'payment-schedule'

/** The schedule chosen on /payment in this tab, else Annual (PAY-1's default). */
export const chosenSchedule = (): Schedule =>
  readStored(CHOSEN_SCHEDULE_KEY, 'session') === 'monthly' ? 'monthly' : 'annual'

export const rememberSchedule = (schedule: Schedule): void =>
  writeStored(CHOSEN_SCHEDULE_KEY, schedule, 'session')
