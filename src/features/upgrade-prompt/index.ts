export { UpgradePrompt } from './ui/upgrade-prompt'
