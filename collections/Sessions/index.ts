import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'

/** Sign-in sessions issued by `POST /api/auth/login`; the row id is the session id. */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  admin: {
    defaultColumns: ['user', 'expiresAt', 'rememberMe', 'createdAt'],
    group: 'Administration',
    description: 'Active sign-in sessions. Deleting one signs that browser out.',
  },
  access: {
    create: () => false,
    delete: isSignedIn,
    read: isSignedIn,
    update: () => false,
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'rememberMe', type: 'checkbox', defaultValue: false },
    { name: 'userAgent', type: 'text' },
  ],
  timestamps: true,
}
