import type { Field } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { hiddenSecret, nobody } from './twoFactorFields'

/**
 * An invitation by email (`POST /api/users/invite`): the SHA-256 of the link's token, never the token,
 * and when the link stops working. Only the invitation services write them; accepting clears both.
 */
export const inviteFields: Field[] = [
  hiddenSecret('inviteTokenHash'),
  {
    name: 'inviteExpiresAt',
    type: 'date',
    label: 'Invitation open until',
    access: { create: nobody, read: isAdmin, update: nobody },
    admin: {
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Set while an invitation by email waits to be accepted.',
      position: 'sidebar',
      readOnly: true,
    },
  },
]
