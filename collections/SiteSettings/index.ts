import type { Field, GlobalConfig } from 'payload'
import type { z } from 'zod'

import { SETTINGS_DEFAULTS, settingRules } from '../../src/schemas/settings'
import { isAdmin } from '../access/isAdmin'
import { normalizeWith } from '../fields/normalizeWith'
import { validateWith } from '../fields/validateWith'
import { forgetCachedSettings } from './cachedSettings'
import { requireAdminEmail } from './hooks/requireAdminEmail'

type Name = keyof typeof settingRules

/** One setting: the API's rule validates it and gives its stored form, at every door. */
const setting = (name: Name, field: Record<string, unknown>, optional = true): Field => {
  const rule: z.ZodType = optional ? settingRules[name].nullable().optional() : settingRules[name]
  return {
    ...field,
    name,
    // A null default would become the text 'null' in SQLite's column default.
    ...(SETTINGS_DEFAULTS[name] === null ? {} : { defaultValue: SETTINGS_DEFAULTS[name] }),
    hooks: { beforeValidate: [normalizeWith(settingRules[name])] },
    validate: validateWith(rule),
  } as Field
}

const toggle = (name: Name, label: string): Field => setting(name, { type: 'checkbox', label })

/**
 * The platform's settings (the Settings screen, spec §2.12): one document, read and changed by
 * administrators only, at every door (`/api/settings`, Payload's REST and GraphQL, its admin). What
 * every admin page shows (the platform name, the theme, the primary colour) is read by the server
 * for the page, never handed to other users through the API. Each user's own two-factor sign-in
 * lives on the user, not here.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Settings',
  access: { read: isAdmin, update: isAdmin },
  admin: { group: false },
  hooks: { afterChange: [forgetCachedSettings], beforeValidate: [requireAdminEmail] },
  fields: [
    setting(
      'platformName',
      { type: 'text', label: 'Platform Name', required: true, maxLength: 100 },
      false,
    ),
    setting('adminEmail', { type: 'text', label: 'Admin Email' }),
    setting('defaultDomain', {
      type: 'text',
      label: 'Default Domain',
      admin: { description: 'Suggested for new tenants: {name}.example.com' },
    }),
    setting(
      'sessionTimeoutMinutes',
      { type: 'number', label: 'Session Timeout (minutes)', required: true },
      false,
    ),
    toggle('apiAccessLogging', 'API Access Logging'),
    toggle('notifyNewTenant', 'New Tenant Notifications'),
    toggle('notifyDatasetChanges', 'Dataset Change Notifications'),
    toggle('notifySystemAlerts', 'System Alerts'),
    toggle('darkMode', 'Dark Mode'),
    setting('primaryColor', { type: 'text', label: 'Primary Color', required: true }, false),
    // Optional, unlike the older settings, so a GraphQL or REST write that leaves it out (as one made
    // before it existed) keeps working; the default fills what was never saved.
    setting('trashRetentionDays', {
      type: 'number',
      label: 'Keep Deleted Items in the Trash (days)',
    }),
  ],
}
