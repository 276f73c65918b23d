import type { TextField } from 'payload'

/**
 * The current password, given with a new one when users change their own (`requireCurrentPassword`):
 * `{ "password": "new", "currentPassword": "old" }` through Payload's REST, GraphQL's `updateUser`, or
 * its account screen (where the admin views put a password input in its place, shown while the
 * password is being changed). Virtual: never stored, never answered.
 */
export const currentPasswordField: TextField = {
  name: 'currentPassword',
  type: 'text',
  virtual: true,
  label: 'Current password',
  admin: {
    // Without the admin views' input it stays out of Payload's screens (a plain text box would show it).
    hidden: true,
    readOnly: false,
  },
  hooks: { afterRead: [() => undefined] },
}
