import type { CollectionConfig } from 'payload'

import { isAdminOrOwnDatasets } from './isAdminOrOwnDatasets'
import { isSignedIn } from './isSignedIn'

/**
 * A dataset, or what hangs off one (`path: 'dataset'`), is read, changed and deleted by administrators
 * and by users who have every tenant of the dataset. Creating is open to any signed-in user: the
 * dataset's own hooks check the tenants it is given, and a field's or record's dataset must be one the
 * writer can see (belongsToDataset). A fresh object each time, as plugins may wrap access in place.
 */
export const datasetAccess = (path: 'dataset' | 'id'): CollectionConfig['access'] => ({
  create: isSignedIn,
  delete: isAdminOrOwnDatasets(path),
  read: isAdminOrOwnDatasets(path),
  update: isAdminOrOwnDatasets(path),
})
