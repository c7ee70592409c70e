import { formatNumber } from '@/shared/lib'
import { compareText } from './compare-text'

/**
 * Builds the two Intl objects the team page's first render needs: the sort's collator and the
 * counts' number format. Loading their ICU data takes ~12 ms on a slow machine; the route's
 * loader pays it while the page's answers are still on the way, not inside the first render.
 */
export function warmTeamFormatting(): void {
  compareText('', '')
  formatNumber(0)
}
