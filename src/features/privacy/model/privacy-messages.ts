export const UPGRADE_TO_USE = 'Upgrade to Enterprise plan to use this feature'
