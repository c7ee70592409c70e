import { formatMoney } from '@/shared/lib'
import { PLAN_CURRENCY } from './plans'

// Apart from plans.ts, which the first load of every page ships: Intl formatting waits for a price.
/** A plan price in the plan currency, written the browser's way (UX-5). */
export const formatPrice = (amount: number): string => formatMoney(amount, PLAN_CURRENCY)
