import { Card } from './card'
import { useDocumentTitle } from './document-title'

export const NOT_AUTHORIZED = 'You are not authorized to access this page'

/** What someone without access sees instead of an internal page (ACCESS-7). */
export function NotAuthorized() {
  useDocumentTitle('Not authorized')
  return (
    <Card className="mx-auto mt-8 max-w-lg text-center">
      <h1 className="text-lg font-semibold">{NOT_AUTHORIZED}</h1>
    </Card>
  )
}
