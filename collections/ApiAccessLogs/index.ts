import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { adminList } from '../fields/adminList'

const nobody = () => false

/**
 * The API access log (Settings → API access logging): one row per `/api` call while logging is on,
 * written by the server only (src/http/accessLog.ts, in batches through src/data/apiAccessRows.ts)
 * and kept to the newest API_ACCESS_LOG_MAX_ENTRIES. Administrators read it; nobody writes it through
 * any door, so the log cannot be forged or cleaned up after the fact.
 */
export const ApiAccessLogs: CollectionConfig = {
  slug: 'api-access-logs',
  labels: { plural: 'API access log', singular: 'API call' },
  admin: adminList('Administration', ['createdAt', 'username', 'method', 'path', 'status']),
  access: { create: nobody, delete: nobody, read: isAdmin, update: nobody },
  fields: [
    { name: 'userId', type: 'text', label: 'User id' },
    { name: 'username', type: 'text' },
    { name: 'tenantId', type: 'text', label: 'Tenant id' },
    { name: 'method', type: 'text', required: true },
    { name: 'path', type: 'text', required: true },
    { name: 'status', type: 'number', required: true },
    { name: 'durationMs', type: 'number', required: true, label: 'Duration (ms)' },
  ],
  // Payload indexes createdAt: newest first (the Settings screen) and pruning walk it.
  timestamps: true,
}
