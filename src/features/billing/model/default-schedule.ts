import type { Schedule } from '@/entities/plan'

/** BILL-6: the toggle shows only for a monthly plan or no active plan; default current, else Annual. */
export function scheduleToggle(
  active: boolean,
  current: { schedule: Schedule } | null,
): { visible: boolean; initial: Schedule } {
  return {
    visible: !active || !current || current.schedule === 'monthly',
    initial: current?.schedule ?? 'annual',
  }
}
