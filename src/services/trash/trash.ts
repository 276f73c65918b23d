import type { Payload, Where } from 'payload'

import { ONLY_TRASHING } from '../../../collections/fields/validateWith'
import { readSettings } from '../../../collections/SiteSettings/readSettings'
import type { SessionUser } from '../../auth/sessions'
import { accessAs } from '../common/accessAs'
import { tenantQueryWhere } from '../common/tenantAccess'
import { visible } from '../common/visible'
import { isUuid } from '../../utilities/isUuid'
import { findDataset } from '../datasets/datasets'
import { invalid, notFound } from '../errors'
import { trashKinds } from './kinds'
import type { TrashKind, TrashKindName } from './kinds'

type Base = { payload: Payload; user: SessionUser }
/** Which trash: a tenant's (or every tenant's the user may see), or a dataset's records. */
export type TrashScope = { datasetId?: string | null; tenantId?: string | null }
type Args = Base & TrashScope & { kind: TrashKindName }

const DAY_MS = 24 * 60 * 60 * 1000
const IN_TRASH: Where = { deletedAt: { exists: true } }

type Doc = Record<string, unknown> & { id: string | number; deletedAt?: string | null }

const scopeWhere = async (
  kind: TrashKind,
  { datasetId, payload, tenantId, user }: Base & TrashScope,
): Promise<Where | undefined> => {
  if (kind.scope === 'dataset') {
    if (!datasetId) throw invalid('datasetId is required', { datasetId: 'Required' })
    await findDataset({ id: datasetId, payload, user })
    return { dataset: { equals: datasetId } }
  }
  const tenant = await tenantQueryWhere({ payload, tenantId, user })
  if (!tenant || kind.scope === 'tenant') return tenant
  return { tenants: { in: [tenantId] } }
}

const all = (...wheres: (Where | undefined)[]): Where => ({
  and: wheres.filter((where): where is Where => !!where),
})

/** A record is listed by its dataset's primary value, or its first value. */
const recordTitles = async (payload: Payload, datasetId: string | null | undefined) => {
  const { docs: fields } = await payload.find({
    collection: 'dataset-fields',
    depth: 0,
    pagination: false,
    sort: 'order',
    where: { dataset: { equals: datasetId } },
  })
  const names = [
    ...fields.filter((field) => field.isPrimary).map((field) => field.name),
    ...fields.filter((field) => !field.isPrimary).map((field) => field.name),
  ]
  return (doc: Doc) => {
    const data = (doc.data ?? {}) as Record<string, unknown>
    const name = names.find(
      (key) => data[key] !== null && data[key] !== undefined && data[key] !== '',
    )
    return name ? String(data[name]) : `Record ${String(doc.id).slice(0, 8)}`
  }
}

const titleOf = async (kind: TrashKind, payload: Payload, datasetId?: string | null) =>
  kind.scope === 'dataset'
    ? recordTitles(payload, datasetId)
    : (doc: Doc) => String(doc[kind.title] ?? doc.id)

const findTrashed = (kind: TrashKind, { payload, user }: Base, where: Where) =>
  visible(
    payload.find({
      collection: kind.collection,
      depth: 0,
      pagination: false,
      sort: '-deletedAt',
      trash: true,
      where: all(IN_TRASH, where),
      ...accessAs(user),
    }),
  ) as unknown as Promise<{ docs: Doc[] }>

/** What the trash holds, most recently deleted first, with the day each item goes for good. */
export const listTrash = async ({ kind: name, ...args }: Args) => {
  const kind = trashKinds[name]
  const where = await scopeWhere(kind, args)
  const [{ docs }, { trashRetentionDays }, title] = await Promise.all([
    findTrashed(kind, args, all(where)),
    readSettings(args.payload),
    titleOf(kind, args.payload, args.datasetId),
  ])
  return {
    retentionDays: trashRetentionDays,
    items: docs.map((doc) => {
      const deletedAt = String(doc.deletedAt)
      const purgeAt = new Date(Date.parse(deletedAt) + trashRetentionDays * DAY_MS).toISOString()
      return { id: String(doc.id), title: title(doc), deletedAt, purgeAt }
    }),
  }
}

/** The trashed items among `ids` this user may see; a 404 names the first that is not there. */
const trashedAmong = async (kind: TrashKind, args: Base & TrashScope, ids: string[]) => {
  const where = await scopeWhere(kind, args)
  const { docs } = await findTrashed(kind, args, all(where, { id: { in: ids } }))
  const found = new Set(docs.map((doc) => String(doc.id)))
  const missing = ids.find((id) => !found.has(id))
  if (missing) throw notFound(`${kind.label} not found in the trash`)
  return docs
}

/**
 * Puts trashed items back where they were: all of `ids` or, when one is not in this trash, none.
 * Restoring is an update of `deletedAt`, so the collection's update access and hooks decide (a
 * record's URLs come back with it, syncRecordKeys).
 */
export const restoreFromTrash = async ({ ids, kind: name, ...args }: Args & { ids: string[] }) => {
  const kind = trashKinds[name]
  const docs = await trashedAmong(kind, args, ids)
  const title = await titleOf(kind, args.payload, args.datasetId)
  const result = await args.payload.update({
    collection: kind.collection,
    context: { [ONLY_TRASHING]: true },
    data: { deletedAt: null } as never,
    depth: 0,
    trash: true,
    where: all(IN_TRASH, { id: { in: ids } }),
    ...accessAs(args.user),
  })
  if (result.errors.length) throw new Error(result.errors[0]?.message ?? 'Not restored')
  return { restored: docs.map((doc) => ({ id: String(doc.id), title: title(doc) })) }
}

/** Deletes trashed items for good: one by id, or the whole trash of the scope. */
export const deleteFromTrash = async ({ id, kind: name, ...args }: Args & { id?: string }) => {
  const kind = trashKinds[name]
  if (id !== undefined && !isUuid(id)) throw notFound(`${kind.label} not found in the trash`)
  const where = id
    ? { id: { in: (await trashedAmong(kind, args, [id])).map((doc) => doc.id) } }
    : await scopeWhere(kind, args)
  const result = await args.payload.delete({
    collection: kind.collection,
    depth: 0,
    trash: true,
    where: all(IN_TRASH, where),
    ...accessAs(args.user),
  })
  if (result.errors.length) throw new Error(result.errors[0]?.message ?? 'Not deleted')
  return { deleted: result.docs.length }
}
