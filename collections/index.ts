import type { CollectionConfig } from 'payload'

import { AiLogs } from './AiLogs'
import { Categories } from './Categories'
import { ContentVersions } from './ContentVersions'
import { DatasetFields } from './DatasetFields'
import { DatasetRecords } from './DatasetRecords'
import { Datasets } from './Datasets'
import { FooterMenuItems } from './FooterMenuItems'
import { HeaderMenuItems } from './HeaderMenuItems'
import { HomepageSections } from './HomepageSections'
import { ImportRuns } from './ImportRuns'
import { Media } from './Media'
import { PageTypes } from './PageTypes'
import { Pages } from './Pages'
import { Panels } from './Panels'
import { RecordKeys } from './RecordKeys'
import { Redirects } from './Redirects'
import { Snippets } from './Snippets'
import { Tasks } from './Tasks'
import { Templates } from './Templates'
import { Tenants } from './Tenants'

/** Every collection besides users and sessions, in admin navigation order (tenants first). */
export const contentCollections: CollectionConfig[] = [
  Tenants,
  Tasks,
  Redirects,
  Datasets,
  DatasetFields,
  DatasetRecords,
  Pages,
  PageTypes,
  Categories,
  Templates,
  Snippets,
  Media,
  HeaderMenuItems,
  FooterMenuItems,
  HomepageSections,
  Panels,
  AiLogs,
  ImportRuns,
  // Hidden bookkeeping of the public site: the identifier index and the per-tenant content versions.
  RecordKeys,
  ContentVersions,
]

export { tenantOwnedSlugs } from './tenantOwnedSlugs'
