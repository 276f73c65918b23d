import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

import { deleteRows, deleteVersionRows } from '../../../src/data/deleteRows'
import { beforeDeleteEach } from '../../hooks/beforeDeleteEach'

type Args = {
  /** The tenant-owned collections, each with a `tenant` relationship. */
  collections: CollectionSlug[]
  /** Through the Local API, document by document: the host's own collections, whose hooks must run. */
  localApi?: boolean
}

/**
 * Deletes a tenant's content before the tenant. plugin-multi-tenant cleans up in afterDelete, but by
 * then the foreign keys (ON DELETE SET NULL) have already detached the rows, so on SQL databases they
 * would survive as orphans with no tenant. Rows go in one statement per collection; uploads go through
 * the Local API so their files are removed from disk too.
 */
export const deleteTenantContent = ({
  collections,
  localApi = false,
}: Args): CollectionBeforeDeleteHook =>
  beforeDeleteEach({
    collections,
    step: async ({ collection, id, req }) => {
      const where = { tenant: { equals: id } }
      if (localApi || req.payload.collections[collection]?.config.upload) {
        await req.payload.delete({ collection, depth: 0, overrideAccess: true, req, where })
      } else {
        await deleteRows({ collection, payload: req.payload, req, where })
      }
      // Drafts and history (pages) go with their documents.
      if (req.payload.collections[collection]?.config.versions) {
        await deleteVersionRows({
          collection,
          payload: req.payload,
          req,
          where: { 'version.tenant': { equals: id } },
        })
      }
    },
  })
