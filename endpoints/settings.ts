import { defineRoute } from '../src/http/defineRoute'
import {
  accessLogEntrySchema,
  accessLogQuery,
  settingsSchema,
  testEmailSchema,
  updateSettingsSchema,
} from '../src/schemas/settings'
import { listAccessLog } from '../src/services/settings/accessLog'
import { ADMINS_ONLY, getSettings, updateSettings } from '../src/services/settings/settings'
import { sendTestEmail } from '../src/services/settings/testEmail'
import { z } from 'zod'

/** The platform settings (spec §2.12): administrators only. */
export const settingsRoutes = [
  defineRoute({
    method: 'get',
    path: '/settings',
    summary: 'The platform settings, and whether email is configured (SMTP_URL)',
    tag: 'Settings',
    response: settingsSchema,
    errors: { 403: ADMINS_ONLY },
    handler: ({ payload, user }) => getSettings({ payload, user }),
  }),
  defineRoute({
    method: 'put',
    path: '/settings',
    summary: 'Save settings; omitted ones are kept',
    tag: 'Settings',
    body: updateSettingsSchema,
    response: settingsSchema,
    errors: { 403: ADMINS_ONLY },
    handler: ({ body, payload, user }) => updateSettings({ input: body, payload, user }),
  }),
  defineRoute({
    method: 'get',
    path: '/settings/access-log',
    summary:
      'The newest calls of the API access log, newest first (`?limit=`, 1 to 500, default 50)',
    tag: 'Settings',
    query: accessLogQuery,
    response: z.array(accessLogEntrySchema),
    errors: { 403: ADMINS_ONLY },
    handler: ({ payload, query, user }) => listAccessLog({ limit: query.limit, payload, user }),
  }),
  defineRoute({
    method: 'post',
    path: '/settings/test-email',
    summary: 'Send a test message to the saved admin email, now',
    tag: 'Settings',
    response: testEmailSchema,
    errors: {
      403: ADMINS_ONLY,
      502: 'The mail server did not take the message',
      503: 'Email is not configured (SMTP_URL)',
    },
    handler: ({ payload, user }) => sendTestEmail({ payload, user }),
  }),
]
