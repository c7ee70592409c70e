export { DirectorySyncCard } from './ui/directory-sync-card'
