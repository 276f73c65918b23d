import { z } from 'zod'

import { limitParam, requiredText } from './common'
import { HOSTNAME } from './tenants'

/** What a fresh installation shows until an administrator saves the Settings screen. */
export const SETTINGS_DEFAULTS = {
  platformName: 'Site Generator',
  adminEmail: null,
  defaultDomain: null,
  sessionTimeoutMinutes: 1440,
  apiAccessLogging: false,
  notifyNewTenant: false,
  notifyDatasetChanges: false,
  notifySystemAlerts: false,
  darkMode: false,
  primaryColor: '#1976D2',
  trashRetentionDays: 30,
} as const

export const SESSION_TIMEOUT_MIN = 5
/** 30 days: longer than that is what Remember me (1 year) is for. */
export const SESSION_TIMEOUT_MAX = 43_200

/** How long deleted pages, templates, records... wait in the trash before they are gone for good. */
export const TRASH_RETENTION_MAX = 365

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` })

/** Each setting's rule, shared by the API, the Settings screen's form and the global's fields. */
export const settingRules = {
  platformName: requiredText('Platform name', 100),
  adminEmail: z.preprocess(
    blankToNull,
    z
      .email({ error: 'Admin email must be a valid email address' })
      .max(254, { error: 'Admin email must be at most 254 characters' })
      .nullable()
      .optional(),
  ),
  defaultDomain: z.preprocess(
    (value) => (typeof value === 'string' ? blankToNull(value.trim().toLowerCase()) : value),
    z
      .string({ error: 'Default domain must be text' })
      .regex(HOSTNAME, {
        error:
          'Default domain must be a host name like example.com: lowercase letters, numbers, hyphens and dots',
      })
      .nullable()
      .optional(),
  ),
  sessionTimeoutMinutes: z
    .number({ error: 'Session timeout must be a whole number of minutes' })
    .int({ error: 'Session timeout must be a whole number of minutes' })
    .min(SESSION_TIMEOUT_MIN, {
      error: `Session timeout must be at least ${SESSION_TIMEOUT_MIN} minutes`,
    })
    .max(SESSION_TIMEOUT_MAX, {
      error: `Session timeout cannot exceed ${SESSION_TIMEOUT_MAX} minutes (30 days)`,
    }),
  apiAccessLogging: flag('API access logging'),
  notifyNewTenant: flag('New tenant notifications'),
  notifyDatasetChanges: flag('Dataset change notifications'),
  notifySystemAlerts: flag('System alert notifications'),
  darkMode: flag('Dark mode'),
  primaryColor: z
    .string({ error: 'Primary color must be a hex color like #1976D2' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Primary color must be a hex color like #1976D2' })
    .transform((value) => value.toUpperCase()),
  trashRetentionDays: z
    .number({ error: 'Trash retention must be a whole number of days' })
    .int({ error: 'Trash retention must be a whole number of days' })
    .min(1, { error: 'Trash retention must be at least 1 day' })
    .max(TRASH_RETENTION_MAX, {
      error: `Trash retention cannot exceed ${TRASH_RETENTION_MAX} days`,
    }),
}

export const NEEDS_ADMIN_EMAIL = 'Enter the admin email: notifications are sent to it'

type NotifyFlags = {
  adminEmail?: string | null
  notifyDatasetChanges?: boolean
  notifyNewTenant?: boolean
  notifySystemAlerts?: boolean
}

/** Notifications go to the admin email, so one that is on needs one. */
export const notificationsNeedEmail = (values: NotifyFlags): boolean =>
  !values.adminEmail &&
  Boolean(values.notifyNewTenant || values.notifyDatasetChanges || values.notifySystemAlerts)

/** `PUT /api/settings`: any of the settings; what is left out is kept. */
export const updateSettingsSchema = z.object(settingRules).partial()

/** The Settings screen's form: every setting, and the rule across them. */
export const settingsFormSchema = z.object(settingRules).superRefine((values, ctx) => {
  if (notificationsNeedEmail(values))
    ctx.addIssue({ code: 'custom', message: NEEDS_ADMIN_EMAIL, path: ['adminEmail'] })
})

export const settingsSchema = z.object({
  platformName: z.string(),
  adminEmail: z.string().nullable(),
  defaultDomain: z.string().nullable(),
  sessionTimeoutMinutes: z.number(),
  apiAccessLogging: z.boolean(),
  notifyNewTenant: z.boolean(),
  notifyDatasetChanges: z.boolean(),
  notifySystemAlerts: z.boolean(),
  darkMode: z.boolean(),
  primaryColor: z.string(),
  trashRetentionDays: z
    .number()
    .describe(
      'Days a deleted page, template, snippet, redirect, dataset or record stays in the trash',
    ),
  emailConfigured: z.boolean().describe('Whether SMTP_URL is set: without it nothing is emailed'),
  updatedAt: z.string().nullable(),
})

export const accessLogQuery = z.object({ limit: limitParam(500, 50) })

export const accessLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  tenantId: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  durationMs: z.number(),
})

export const testEmailSchema = z.object({
  sent: z.boolean(),
  to: z.string(),
  message: z.string(),
})

export type SettingsInput = z.infer<typeof updateSettingsSchema>
export type SettingsReply = z.infer<typeof settingsSchema>
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>
