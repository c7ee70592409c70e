export { DirectorySyncCard } from './ui/directory-sync-card'
export { useDirectoryLock } from './api/use-directory-lock'
