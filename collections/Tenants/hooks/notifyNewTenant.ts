import type { CollectionAfterChangeHook } from 'payload'

import { notifyAdmin } from '../../SiteSettings/notifyAdmin'

/** Settings → Notifications → New tenant: the administrator hears of every site created, by anyone. */
export const notifyNewTenant: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const by = (req.user as { username?: string } | null)?.username
  notifyAdmin({
    adminPath: '/admin/tenants',
    kind: 'newTenant',
    lines: [
      `A new tenant was created${by ? ` by ${by}` : ''}.`,
      '',
      `Name: ${doc.name}`,
      `Domain: ${doc.domain}`,
      `Status: ${doc.status}`,
    ],
    payload: req.payload,
    subject: `New tenant: ${doc.name}`,
  })
  return doc
}
