import type { Payload } from 'payload'

import { SETTINGS_DEFAULTS } from '../../src/schemas/settings'

export type StoredSettings = {
  platformName: string
  adminEmail: string | null
  defaultDomain: string | null
  sessionTimeoutMinutes: number
  apiAccessLogging: boolean
  notifyNewTenant: boolean
  notifyDatasetChanges: boolean
  notifySystemAlerts: boolean
  darkMode: boolean
  primaryColor: string
  trashRetentionDays: number
  updatedAt: string | null
}

/**
 * The platform settings as the system reads them (sign-in, notifications, access logging, the admin's
 * frame): every setting, with its default where nothing was saved yet. Access is the system's: what
 * a user may see of them is decided by the global's access at each door.
 */
export const readSettings = async (payload: Payload): Promise<StoredSettings> => {
  const doc = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as Partial<
    Record<keyof StoredSettings, unknown>
  >
  const pick = <K extends keyof typeof SETTINGS_DEFAULTS>(key: K) =>
    (doc[key] ?? SETTINGS_DEFAULTS[key]) as StoredSettings[K]
  return {
    platformName: pick('platformName') || SETTINGS_DEFAULTS.platformName,
    adminEmail: pick('adminEmail'),
    defaultDomain: pick('defaultDomain'),
    sessionTimeoutMinutes: pick('sessionTimeoutMinutes'),
    apiAccessLogging: pick('apiAccessLogging'),
    notifyNewTenant: pick('notifyNewTenant'),
    notifyDatasetChanges: pick('notifyDatasetChanges'),
    notifySystemAlerts: pick('notifySystemAlerts'),
    darkMode: pick('darkMode'),
    primaryColor: pick('primaryColor'),
    trashRetentionDays: pick('trashRetentionDays'),
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : null,
  }
}
