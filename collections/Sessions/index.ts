import type { CollectionConfig } from 'payload'

import { isAdminOrOwner } from '../access/isAdminOrOwner'
import { adminList } from '../fields/adminList'
import { dateTimeField } from '../fields/dateTimeField'

/**
 * Sign-in sessions issued by `POST /api/auth/login`. A row holds the SHA-256 of its token, never the
 * token, and nobody reads even that: listing sessions shows who is signed in, not how to be them.
 * Administrators see and end every session; anyone else only their own.
 */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  admin: {
    ...adminList('Administration', ['user', 'expiresAt', 'rememberMe', 'createdAt']),
    description: 'Active sign-in sessions. Deleting one signs that browser out.',
  },
  access: {
    create: () => false,
    delete: isAdminOrOwner,
    read: isAdminOrOwner,
    update: () => false,
  },
  fields: [
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      access: { read: () => false },
      admin: { hidden: true },
    },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    dateTimeField({ name: 'expiresAt', required: true, index: true }),
    { name: 'rememberMe', type: 'checkbox', defaultValue: false },
    { name: 'userAgent', type: 'text' },
  ],
  timestamps: true,
}
