import type { CollectionConfig, CollectionSlug } from 'payload'

import {
  bumpBeforeDatasetDelete,
  bumpDatasetItselfUsers,
  bumpDatasetUsers,
  bumpOwnTenant,
  bumpRecordDataset,
  bumpTenant,
} from './hooks/bumpContentVersion'

type Args = {
  /** Collections with a `tenant` field (plugin-multi-tenant's). */
  tenantOwned: CollectionSlug[]
}

const append = (
  collection: CollectionConfig,
  hooks: NonNullable<CollectionConfig['hooks']>,
): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    afterChange: [...(collection.hooks?.afterChange ?? []), ...(hooks.afterChange ?? [])],
    afterDelete: [...(collection.hooks?.afterDelete ?? []), ...(hooks.afterDelete ?? [])],
    beforeDelete: [...(collection.hooks?.beforeDelete ?? []), ...(hooks.beforeDelete ?? [])],
  },
})

/**
 * Every write that can change a public site moves that tenant's content version on (see
 * src/data/contentVersions.ts), whichever door it came through: the documented API, the
 * Payload admin, a seed or a job. Added in one place so a new collection cannot be forgotten in one
 * of them.
 */
export const withContentVersionHooks =
  ({ tenantOwned }: Args) =>
  (collection: CollectionConfig): CollectionConfig => {
    if (tenantOwned.includes(collection.slug as CollectionSlug)) {
      return append(collection, { afterChange: [bumpOwnTenant], afterDelete: [bumpOwnTenant] })
    }
    switch (collection.slug) {
      case 'tenants':
        return append(collection, { afterChange: [bumpTenant], afterDelete: [bumpTenant] })
      case 'dataset-records':
        return append(collection, {
          afterChange: [bumpRecordDataset],
          afterDelete: [bumpRecordDataset],
        })
      case 'dataset-fields':
        return append(collection, {
          afterChange: [bumpDatasetUsers],
          afterDelete: [bumpDatasetUsers],
        })
      case 'datasets':
        return append(collection, {
          afterChange: [bumpDatasetItselfUsers],
          beforeDelete: [bumpBeforeDatasetDelete],
        })
      default:
        return collection
    }
  }
