import type { Payload } from 'payload'

import { adminOrigin, emailConfigured } from '../../../collections/SiteSettings/notifyAdmin'
import { readSettings } from '../../../collections/SiteSettings/readSettings'
import type { SessionUser } from '../../auth/sessions'
import { DomainError, invalid } from '../errors'
import { getSettings } from './settings'

const EMAIL_NOT_CONFIGURED =
  'Email is not configured: set SMTP_URL (and SMTP_FROM) and restart to send notifications'

type Args = { payload: Payload; user: SessionUser }

/** Sends a test message to the saved admin email, now, so an administrator can check SMTP_URL. */
export const sendTestEmail = async ({ payload, user }: Args) => {
  await getSettings({ payload, user }) // administrators only
  if (!emailConfigured()) throw new DomainError('not_configured', EMAIL_NOT_CONFIGURED)
  const { adminEmail, platformName } = await readSettings(payload)
  if (!adminEmail)
    throw invalid('Save an admin email first: the test message goes to it', {
      adminEmail: 'Save an admin email first: the test message goes to it',
    })
  try {
    await payload.sendEmail({
      subject: `[${platformName}] Test message`,
      text: [
        `${user.username} sent this test message from the Settings screen.`,
        'Notifications you turn on there arrive at this address.',
        '',
        `${platformName}: ${adminOrigin()}/admin/settings`,
      ].join('\n'),
      to: adminEmail,
    })
  } catch (error) {
    throw new DomainError(
      'upstream_failed',
      `The mail server did not take the message: ${(error as Error).message}`,
    )
  }
  return { message: `Test message sent to ${adminEmail}`, sent: true, to: adminEmail }
}
