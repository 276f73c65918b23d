import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
} from 'payload'

import { refId } from '../../../src/utilities/refId'
import {
  ALL_TENANTS,
  bumpContentVersions,
  datasetVersionKey,
  tenantsUsingDataset,
} from '../../../src/data/contentVersions'

type Doc = {
  id?: string
  tenant?: string | { id: string } | null
  dataset?: string | { id: string } | null
}

/** Payload's reply to a draft save: the version, `_status: 'draft'`, not the collection's row. */
const isDraftSave = (doc: unknown) => (doc as { _status?: string })._status === 'draft'

/** Tenant-owned content: its tenant's version (both tenants, should a document ever move). */
export const bumpOwnTenant: CollectionAfterChangeHook & CollectionAfterDeleteHook = async (
  args,
) => {
  const { doc, req } = args
  // A draft saved over a page leaves its live row, and so every public site, as it was.
  if ('operation' in args && args.operation === 'update' && isDraftSave(doc)) return
  const previous = 'previousDoc' in args ? (args.previousDoc as Doc | undefined) : undefined
  await bumpContentVersions({
    keys: [refId((doc as Doc).tenant), refId(previous?.tenant)],
    payload: req.payload,
    req,
  })
}

/** A tenant itself: its own version, and the tenant list's (domain and status lookups). */
export const bumpTenant: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({
  doc,
  req,
}) => {
  await bumpContentVersions({
    keys: [String((doc as Doc).id), ALL_TENANTS],
    payload: req.payload,
    req,
  })
}

/**
 * A dataset's structure (its fields, the dataset itself): the dataset's version, and every tenant whose
 * templates read it (a template's model holds the dataset's field names).
 */
const bumpUsers = async (
  datasetId: string | null,
  req: Parameters<CollectionAfterChangeHook>[0]['req'],
) =>
  bumpContentVersions({
    keys: [
      datasetId && datasetVersionKey(datasetId),
      ...(await tenantsUsingDataset({ datasetId, payload: req.payload, req })),
    ],
    payload: req.payload,
    req,
  })

/**
 * A record: only its dataset's version. The pages that show the dataset (its templates' pages and
 * catalogs, cards, related pages, sitemaps) read that version and are renewed; the blog, categories
 * and other templates' pages stay cached (docs/caching.md).
 */
export const bumpRecordDataset: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({
  doc,
  req,
}) => {
  const datasetId = refId((doc as Doc).dataset)
  if (!datasetId) return
  await bumpContentVersions({ keys: [datasetVersionKey(datasetId)], payload: req.payload, req })
}

/** Fields: the dataset's version and every tenant whose templates read it. */
export const bumpDatasetUsers: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({
  doc,
  req,
}) => {
  await bumpUsers(refId((doc as Doc).dataset), req)
}

/** A dataset: its users, found before a delete cuts the templates' link to it. */
export const bumpDatasetItselfUsers: CollectionAfterChangeHook = async ({ doc, req }) => {
  await bumpUsers(String((doc as Doc).id), req)
}

export const bumpBeforeDatasetDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await bumpUsers(String(id), req)
}
