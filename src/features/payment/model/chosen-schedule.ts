import type { Schedule } from '@/entities/plan'

// Session storage, this tab only: back from a checkout left unpaid (Stripe's Back or Cancel),
// /payment shows the schedule that was chosen, not the default.
const CHOSEN_SCHEDULE_KEY = 'payment-schedule'

/** The schedule chosen on /payment in this tab, else Annual (PAY-1's default). */
export function chosenSchedule(): Schedule {
  try {
    return window.sessionStorage.getItem(CHOSEN_SCHEDULE_KEY) === 'monthly' ? 'monthly' : 'annual'
  } catch {
    return 'annual'
  }
}

export function rememberSchedule(schedule: Schedule): void {
  try {
    window.sessionStorage.setItem(CHOSEN_SCHEDULE_KEY, schedule)
  } catch {
    // Storage can be unavailable (private mode): the page then starts on Annual.
  }
}
