import type { CollectionConfig } from 'payload'

import { internalOnly } from '../access/internalOnly'

/**
 * One counter per tenant (`key` = tenant id; `*` for the tenant list itself; `dataset:{id}` for a
 * dataset's records and fields), bumped by hooks on every
 * write that can change what a tenant's public site shows. Caches on any instance compare it to decide
 * whether what they hold is still current (src/data/contentVersions.ts). A table of its own
 * rather than a tenant field: Payload writes a whole tenant row on update, which could put back an
 * older counter read before a concurrent bump.
 */
export const ContentVersions: CollectionConfig = {
  slug: 'content-versions',
  admin: { hidden: true },
  access: internalOnly,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'version', type: 'number', required: true, defaultValue: 0 },
    // When the version last moved: the lastmod of sitemap entries that show what the key covers.
    { name: 'changedAt', type: 'date' },
  ],
  timestamps: false,
}
