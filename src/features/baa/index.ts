export { BaaSection } from './ui/baa-section'
