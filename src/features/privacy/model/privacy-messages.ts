import { ORGANISATION_MESSAGES } from '@/entities/organisation'

export const UPGRADE_TO_USE = ORGANISATION_MESSAGES.upgradeToUse
