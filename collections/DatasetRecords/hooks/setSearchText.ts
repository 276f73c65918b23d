import type { CollectionBeforeChangeHook } from 'payload'

import { searchTextOf } from '../searchText'

/**
 * Keeps `searchText` in step with `data` on every write through Payload (our API, Payload's REST and
 * GraphQL, jobs); a `searchText` sent on its own is recomputed from the stored data. Bulk writes
 * that skip hooks (CSV imports, a field deleted) set it themselves.
 */
export const setSearchText: CollectionBeforeChangeHook = ({ data, originalDoc }) =>
  data.data === undefined && data.searchText === undefined
    ? data
    : { ...data, searchText: searchTextOf(data.data ?? originalDoc?.data) }
