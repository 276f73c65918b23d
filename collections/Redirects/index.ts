import type { CollectionConfig } from 'payload'

import { optionalText } from '../../src/schemas/common'
import { fromPath, redirectType, SELF_REDIRECT, toUrl } from '../../src/schemas/redirects'
import { activeStatus } from '../../src/schemas/snippets'
import { signedInAccess } from '../access/signedInAccess'
import { adminList } from '../fields/adminList'
import { selectField } from '../fields/selectField'
import { statusField } from '../fields/statusField'
import { validateWith } from '../fields/validateWith'
import { keepOwner } from '../hooks/keepOwner'
import { refuseWhen } from '../hooks/refuseWhen'

const trimmed = (value: unknown) => String(value ?? '').trim()

// Hit counts are the visitors' to write: readable by whoever sees the redirect, written by no door.
const countedOnly = { create: () => false, update: () => false }

/** Per-tenant redirects: hard (internal) or affiliate links, with a hit counter and the last hit's time. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: adminList('Sites', ['fromPath', 'toUrl', 'type', 'status', 'hits'], 'fromPath'),
  access: signedInAccess(),
  hooks: {
    beforeValidate: [
      keepOwner({ thing: 'A redirect' }),
      // A redirect to its own path would loop forever.
      refuseWhen({
        message: SELF_REDIRECT,
        path: 'toUrl',
        when: (r) => trimmed(r.fromPath) === trimmed(r.toUrl),
      }),
    ],
  },
  indexes: [{ fields: ['tenant', 'fromPath'], unique: true }],
  fields: [
    {
      name: 'fromPath',
      type: 'text',
      required: true,
      label: 'From Path',
      validate: validateWith(fromPath),
    },
    {
      name: 'toUrl',
      type: 'text',
      required: true,
      label: 'To URL',
      validate: validateWith(toUrl),
    },
    selectField({
      name: 'type',
      defaultValue: 'hard',
      options: { hard: 'Hard (internal)', affiliate: 'Affiliate' },
      validate: validateWith(redirectType),
    }),
    { name: 'notes', type: 'textarea', validate: validateWith(optionalText('Notes', 5000)) },
    statusField({
      defaultValue: 'active',
      options: { active: 'Active', inactive: 'Inactive' },
      validate: validateWith(activeStatus),
    }),
    // Both are set together in one UPDATE (src/data/public/redirectHits.ts), never through any API door.
    {
      name: 'hits',
      type: 'number',
      defaultValue: 0,
      access: countedOnly,
      admin: { readOnly: true },
    },
    {
      name: 'lastHitAt',
      type: 'date',
      label: 'Last Hit',
      access: countedOnly,
      admin: { date: { pickerAppearance: 'dayAndTime' }, readOnly: true },
    },
  ],
  // Deletes go to the trash (deletedAt) and are purged after the trash retention (src/trash).
  trash: true,
  timestamps: true,
}
