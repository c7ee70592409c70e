export { DirectorySyncCard } from './ui/directory-sync-card'
export { useDirectoryLock } from './api/use-directory-lock'
export { directorySyncQueries } from './api/directory-sync.queries'
