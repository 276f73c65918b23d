/**
 * Notifications (the Settings screen's Notifications): an email to the admin email through Payload's
 * email adapter (nodemailer, SMTP_URL), for what the administrator asked to hear about:
 * - `newTenant`: a tenant was created, through any door;
 * - `datasetChanges`: a dataset was created, edited (name, description, notes, status) or deleted;
 * - `systemAlerts`: something went wrong that nobody was watching: an AI run (batch, field fill, list
 *   generation) failed, or an account was locked after repeated failed sign-ins.
 * Without SMTP_URL, or with the kind turned off, nothing is sent. A send never holds up or fails the
 * change that caused it: it runs after the current turn, and a failure is logged.
 */
import type { Payload } from 'payload'

import { settings } from '../../src/config/settings'
import { readSettings } from './readSettings'

const FLAGS = {
  newTenant: 'notifyNewTenant',
  datasetChanges: 'notifyDatasetChanges',
  systemAlerts: 'notifySystemAlerts',
} as const

type NotificationKind = keyof typeof FLAGS

type Args = {
  payload: Payload
  kind: NotificationKind
  subject: string
  /** Lines of the message; a link to the admin follows them. */
  lines: string[]
  /** The admin screen the message is about, e.g. '/admin/tenants'. */
  adminPath?: string
}

/** Whether notifications can be emailed at all (SMTP_URL is set). */
export const emailConfigured = (): boolean => Boolean(settings().SMTP_URL)

export const adminOrigin = (): string =>
  settings().PUBLIC_URL?.replace(/\/+$/, '') || `http://localhost:${settings().PORT}`

// Line breaks and other control characters in what a line quotes (a name stored before names had to be
// one line) become spaces: a name cannot forge a line of the message, nor a header through the subject.
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')

/** Sends the notification now, if it is wanted; resolves to whether an email went out. */
const sendNotification = async ({ adminPath = '/admin', kind, lines, payload, subject }: Args) => {
  if (!emailConfigured()) return false
  const stored = await readSettings(payload)
  if (!stored[FLAGS[kind]] || !stored.adminEmail) return false
  await payload.sendEmail({
    subject: oneLine(`[${stored.platformName}] ${subject}`),
    text: [...lines, '', `${stored.platformName}: ${adminOrigin()}${adminPath}`]
      .map(oneLine)
      .join('\n'),
    to: stored.adminEmail,
  })
  return true
}

/** Sends the notification after the current turn, so the change that caused it is never held up. */
export const notifyAdmin = (args: Args): void => {
  setImmediate(() => {
    sendNotification(args).catch((error: unknown) =>
      args.payload.logger.error({ err: error, msg: `Notification email failed: ${args.subject}` }),
    )
  })
}
