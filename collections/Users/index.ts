import type { CollectionConfig } from 'payload'

import { sessionStrategy } from '../../src/auth/sessionStrategy'
import { isAdmin } from '../access/isAdmin'
import { isAdminOrSelf } from '../access/isAdminOrSelf'
import { adminList } from '../fields/adminList'
import { selectField } from '../fields/selectField'
import { authEndpoints } from './endpoints'
import { endSessionsOfDeletedUser } from './hooks/endSessionsOfDeletedUser'
import { endSessionsOnCredentialChange } from './hooks/endSessionsOnCredentialChange'
import { endSessionsOnLogout } from './hooks/endSessionsOnLogout'
import { endSessionsOnDeactivation, keepAnAdministrator } from './hooks/deactivation'
import { refuseRoleChanges } from './hooks/refuseRoleChanges'
import { refuseTokenOperations } from './hooks/refuseTokenOperations'
import { requireCurrentPassword } from './hooks/requireCurrentPassword'
import { twoFactorSwitch } from './hooks/twoFactorSwitch'
import { currentPasswordField } from './fields/currentPasswordField'
import { usernameField } from './fields/usernameField'
import { inviteFields } from './inviteFields'
import { twoFactorFields } from './twoFactorFields'
import { settings } from '../../src/config/settings'

/**
 * Administrators manage every user; anyone else reads and updates only themselves, and never their
 * role or tenants (the multi-tenant plugin adds `tenants`, writable by administrators only, and narrows
 * this access further to users sharing a tenant).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: adminList('Administration', ['username', 'role', 'createdAt'], 'username'),
  access: {
    create: isAdmin,
    delete: isAdmin,
    read: isAdminOrSelf,
    unlock: isAdmin,
    update: isAdminOrSelf,
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    // The account locks after this many failures in a row, from any addresses: more than one address
    // may make (LOGIN_IP_MAX_FAILURES, 10), so a single address cannot lock anyone out.
    maxLoginAttempts: settings().LOGIN_MAX_ATTEMPTS,
    lockTime: settings().LOGIN_LOCK_MS,
    tokenExpiration: 24 * 60 * 60,
    // One session store, ours (src/auth/sessions.ts); no client ever gets a Payload token (see
    // refuseTokenOperations and ./endpoints).
    useSessions: false,
    removeTokenFromResponses: true,
    strategies: [sessionStrategy],
  },
  endpoints: authEndpoints,
  hooks: {
    afterChange: [endSessionsOnCredentialChange, endSessionsOnDeactivation],
    afterLogout: [endSessionsOnLogout],
    beforeChange: [twoFactorSwitch, requireCurrentPassword, keepAnAdministrator],
    beforeDelete: [endSessionsOfDeletedUser],
    beforeOperation: [refuseTokenOperations, refuseRoleChanges],
  },
  fields: [
    usernameField,
    currentPasswordField,
    selectField({
      name: 'role',
      defaultValue: 'admin',
      // Administrators see every tenant; editors only the tenants listed on their account.
      options: { admin: 'Administrator', editor: 'Editor' },
      required: true,
      access: { create: isAdmin, update: isAdmin },
    }),
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: 'Active',
      access: { create: isAdmin, update: isAdmin },
      admin: {
        description: 'A deactivated user cannot sign in, and their sessions end at once.',
        position: 'sidebar',
      },
    },
    ...twoFactorFields,
    ...inviteFields,
  ],
  timestamps: true,
}
