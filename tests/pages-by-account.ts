import { accountsByAccess } from '../mock-api/accounts'
import { enabledExtensions } from '../mock-api/extensions'
import { reachablePaths } from '../src/app/shell/nav-items'

/**
 * Each kind of demo user with every page it may open: the side menu's pages (each tab a page)
 * for the first demo account of that kind, with the demo's extensions (DEMO_EXTENSIONS). A page
 * added to the menu is checked with no edit here.
 */
export const pagesByAccount = () =>
  accountsByAccess().map(({ email, access }) => ({
    email,
    paths: reachablePaths({ access, extensions: enabledExtensions() }),
  }))
