import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
} from 'payload'

import { refId } from '../../../src/services/common/refId'
import {
  ALL_TENANTS,
  bumpContentVersions,
  tenantsUsingDataset,
} from '../../../src/services/public/contentVersion'

type Doc = {
  id?: string
  tenant?: string | { id: string } | null
  dataset?: string | { id: string } | null
}

/** Tenant-owned content: its tenant's version (both tenants, should a document ever move). */
export const bumpOwnTenant: CollectionAfterChangeHook & CollectionAfterDeleteHook = async (
  args,
) => {
  const { doc, req } = args
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

const bumpUsers = async (
  datasetId: string | null,
  req: Parameters<CollectionAfterChangeHook>[0]['req'],
) =>
  bumpContentVersions({
    keys: await tenantsUsingDataset({ datasetId, payload: req.payload, req }),
    payload: req.payload,
    req,
  })

/** Records and fields: every tenant whose templates read their dataset. */
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
