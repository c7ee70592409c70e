import { Card } from '@/shared/ui'
import { DSYNC_MESSAGES } from '../model/directory-sync-messages'
import { DirectorySyncList } from './directory-sync-list'

/** Directory sync (DSYNC-1), as a card of the page that holds it; that page's loader fetches its data. */
export function DirectorySyncCard() {
  return (
    <Card title={DSYNC_MESSAGES.title}>
      <DirectorySyncList />
    </Card>
  )
}
