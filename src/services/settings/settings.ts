import type { Payload } from 'payload'

import type { StoredSettings } from '../../../collections/SiteSettings/readSettings'
import { readSettings } from '../../../collections/SiteSettings/readSettings'
import { emailConfigured } from '../../../collections/SiteSettings/notifyAdmin'
import type { SessionUser } from '../../auth/sessions'
import type { SettingsInput, SettingsReply } from '../../schemas/settings'
import { accessAs } from '../common/accessAs'
import { explainForbidden } from '../common/explainForbidden'

type Base = { payload: Payload; user: SessionUser }

export const ADMINS_ONLY = 'Only administrators can read or change the settings'

const serialize = (stored: StoredSettings): SettingsReply => ({
  ...stored,
  emailConfigured: emailConfigured(),
})

/** The settings as an administrator sees them; anyone else is refused by the global's access. */
export const getSettings = async ({ payload, user }: Base): Promise<SettingsReply> => {
  // The global decides who may read; the defaults fill what was never saved.
  await explainForbidden(
    () => payload.findGlobal({ slug: 'site-settings', depth: 0, ...accessAs(user) }),
    ADMINS_ONLY,
  )
  return serialize(await readSettings(payload))
}

/** Saves what is sent and keeps the rest; the global validates every value, whatever the door. */
export const updateSettings = async ({
  input,
  payload,
  user,
}: Base & { input: SettingsInput }): Promise<SettingsReply> => {
  await explainForbidden(
    () => payload.updateGlobal({ slug: 'site-settings', data: input, depth: 0, ...accessAs(user) }),
    ADMINS_ONLY,
  )
  return serialize(await readSettings(payload))
}
