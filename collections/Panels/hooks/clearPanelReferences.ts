import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

import { panelPositions } from '../../fields/panelFields'
import { beforeDeleteEach } from '../../hooks/beforeDeleteEach'

type Args = {
  /** Collections carrying the topPanel, bottomPanel, leftPanel and rightPanel relationships. */
  collections: CollectionSlug[]
}

/**
 * Unassigns a panel everywhere it is used before it is deleted. The foreign keys would null the columns
 * anyway (ON DELETE SET NULL), but only after the delete and without running the referrers' hooks, so
 * this goes through the Local API first, in the same transaction.
 */
export const clearPanelReferences = ({ collections }: Args): CollectionBeforeDeleteHook =>
  beforeDeleteEach({
    collections,
    step: async ({ collection, id, req }) => {
      for (const position of panelPositions) {
        await req.payload.update({
          collection,
          data: { [position]: null },
          depth: 0,
          req,
          where: { [position]: { equals: id } },
        })
      }
    },
  })
