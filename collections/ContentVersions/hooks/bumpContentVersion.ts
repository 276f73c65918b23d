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

// A reference is the same whether it arrives as an id or populated.
const plain = (value: unknown) =>
  JSON.stringify(
    value && typeof value === 'object' && !Array.isArray(value) && 'id' in value
      ? (value as { id: unknown }).id
      : (value ?? null),
  )

/** Whether a write changed nothing but these fields (and the time it was made). */
const onlyChanged = (doc: object, previous: object | undefined, fields: string[]) => {
  if (!previous) return false
  const skip = new Set([...fields, 'updatedAt'])
  const a = doc as Record<string, unknown>
  const b = previous as Record<string, unknown>
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every(
    (key) => skip.has(key) || plain(a[key]) === plain(b[key]),
  )
}

/** Tenant-owned content: its tenant's version (both tenants, should a document ever move). */
export const bumpOwnTenant: CollectionAfterChangeHook & CollectionAfterDeleteHook = async (
  args,
) => {
  const { doc, req } = args
  const previous = 'previousDoc' in args ? (args.previousDoc as Doc | undefined) : undefined
  if ('operation' in args && args.operation === 'update') {
    // A draft saved over a page leaves its live row, and so every public site, as it was; so does a
    // template's draft (its `draft` field, collections/Templates/hooks/checkTemplateDraft.ts).
    if (isDraftSave(doc)) return
    if (args.collection.slug === 'templates' && onlyChanged(doc, previous, ['draft'])) return
  }
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
