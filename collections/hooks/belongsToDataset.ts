import type { CollectionBeforeValidateHook } from 'payload'

import { checkReferences } from './checkReferences'
import { keepOwner } from './keepOwner'

type Args = {
  /** What the document is called in the message: 'A field cannot be moved to another dataset'. */
  thing: string
}

/** A dataset's field or record: its dataset must exist, and it stays in the one it was created in. */
export const belongsToDataset = ({ thing }: Args): CollectionBeforeValidateHook[] => [
  keepOwner({ field: 'dataset', thing }),
  checkReferences({
    references: [{ field: 'dataset', collection: 'datasets', label: 'Dataset' }],
  }),
]
