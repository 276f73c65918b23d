import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

import { deleteRows } from '../../../src/data/deleteRows'
import { beforeDeleteEach } from '../../hooks/beforeDeleteEach'

type Args = {
  /** Collections whose rows point at the dataset through a `dataset` relationship. */
  collections: CollectionSlug[]
}

/**
 * Deletes a dataset's fields and records before the dataset itself. It runs before the delete because
 * their `dataset` column is NOT NULL and the foreign key is ON DELETE SET NULL, and it uses the
 * adapter's bulk delete (one SQL statement) because a dataset can hold 100k records.
 */
export const deleteDatasetContents = ({ collections }: Args): CollectionBeforeDeleteHook =>
  beforeDeleteEach({
    collections,
    step: ({ collection, id, req }) =>
      deleteRows({ collection, payload: req.payload, req, where: { dataset: { equals: id } } }),
  })
