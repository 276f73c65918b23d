import type { Payload } from 'payload'

import { contentVersionNumber, datasetVersionKey } from '../contentVersions'

/**
 * Notes that the response being rendered reads a dataset's records: reads the dataset's content
 * version, which records it as a dependency (src/cache/dependencies.ts), so the page cache renews the
 * response when a record changes. Every read of records in src/data/public calls it first, so no page
 * can show records without depending on their version.
 *
 * Before the rows, never after: a write that lands between the two reads then leaves the response
 * tagged with the older version, and it is renewed at the next request (one render too many). Read
 * after, the response could hold the old rows tagged with the new version, and stay stale.
 */
export const readsDataset = async (payload: Payload, datasetId: string): Promise<void> => {
  await contentVersionNumber(payload, datasetVersionKey(datasetId))
}
