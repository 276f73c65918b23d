import type { SettingsReply } from '../../../src/schemas/settings'

/** The Settings form's values: text inputs hold '' for "none"; the API answers null. */
export type SettingsValues = Omit<
  SettingsReply,
  'adminEmail' | 'defaultDomain' | 'emailConfigured' | 'updatedAt'
> & {
  adminEmail: string
  defaultDomain: string
}

/** The form's fields, for putting the server's per-field messages under them. */
export const SETTINGS_FIELDS = [
  'platformName',
  'adminEmail',
  'defaultDomain',
  'sessionTimeoutMinutes',
  'apiAccessLogging',
  'notifyNewTenant',
  'notifyDatasetChanges',
  'notifySystemAlerts',
  'darkMode',
  'primaryColor',
  'trashRetentionDays',
] as const satisfies readonly (keyof SettingsValues)[]

export const toValues = (settings: SettingsReply): SettingsValues => ({
  platformName: settings.platformName,
  adminEmail: settings.adminEmail ?? '',
  defaultDomain: settings.defaultDomain ?? '',
  sessionTimeoutMinutes: settings.sessionTimeoutMinutes,
  apiAccessLogging: settings.apiAccessLogging,
  notifyNewTenant: settings.notifyNewTenant,
  notifyDatasetChanges: settings.notifyDatasetChanges,
  notifySystemAlerts: settings.notifySystemAlerts,
  darkMode: settings.darkMode,
  primaryColor: settings.primaryColor,
  trashRetentionDays: settings.trashRetentionDays,
})

export const SETTINGS_URL = '/api/settings'
