import type { CollectionConfig } from 'payload'

import { sessionStrategy } from '../../src/auth/sessionStrategy'
import { isSignedIn } from '../access/isSignedIn'
import { endSessionsOnLogout } from './hooks/endSessionsOnLogout'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    defaultColumns: ['username', 'role', 'createdAt'],
    group: 'Administration',
    useAsTitle: 'username',
  },
  access: {
    create: isSignedIn,
    delete: isSignedIn,
    read: isSignedIn,
    update: isSignedIn,
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    // Repeated failures lock the account: 5 wrong passwords lock it for 10 minutes.
    maxLoginAttempts: Number(process.env.LOGIN_MAX_ATTEMPTS || 5),
    lockTime: Number(process.env.LOGIN_LOCK_MS || 10 * 60 * 1000),
    tokenExpiration: 24 * 60 * 60,
    useSessions: false,
    strategies: [sessionStrategy],
  },
  hooks: {
    afterLogout: [endSessionsOnLogout],
  },
  fields: [
    {
      name: 'role',
      type: 'select',
      defaultValue: 'admin',
      // Administrators see every tenant; editors only the tenants listed on their account.
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      required: true,
    },
  ],
  timestamps: true,
}
