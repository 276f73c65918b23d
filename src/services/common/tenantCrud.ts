import type { CollectionSlug, Payload, Sort, Where } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { accessAs } from './accessAs'
import type { Doc, DocCrudOptions } from './docCrud'
import { docCrud } from './docCrud'
import { findVisible } from './findVisible'
import { rethrowDuplicate } from './rethrowDuplicate'
import { assertTenantRef, tenantParamWhere, tenantQueryWhere } from './tenantAccess'

type Base = { payload: Payload; user: SessionUser }

/** What narrows a list past its tenant: a query on the database, then a test of each document. */
export type ListNarrowing = {
  filter?: Where
  keep?: (doc: Record<string, unknown>) => boolean
}

type Options<S extends CollectionSlug, Reply, Create, Update> = Omit<
  DocCrudOptions<S, Reply, Update>,
  'write'
> & {
  sort: Sort
  /**
   * Where a list's tenant comes from: `query`, an optional `?tenantId=` that narrows the list
   * (GET /redirects); `path`, the one tenant the list is of (GET /panels/:tenantId).
   */
  tenantFrom: 'path' | 'query'
  /** The API body as Payload data; by default `tenantId` becomes `tenant` and the rest is kept. */
  toCreateData?: (input: Create, payload: Payload) => Promise<unknown> | unknown
  /** The field with a unique index per tenant and the 409's message when a write collides with it. */
  duplicate?: { field: string; message: string }
}

const createData = (input: unknown) => {
  const { tenantId, ...rest } = input as { tenantId?: string }
  return { ...rest, tenant: tenantId }
}

// An update moves a document to another tenant only when one is sent.
const updateData = (input: unknown) => {
  const { tenantId, ...rest } = input as { tenantId?: string }
  return { ...rest, ...(tenantId ? { tenant: tenantId } : {}) }
}

/**
 * The operations of a collection whose documents belong to a tenant: those of `docCrud`, plus a
 * list and a create that check the tenant first. A subject's own rules (how its body maps to
 * Payload's fields, what merges) come in as options.
 */
export const tenantCrud = <
  S extends CollectionSlug,
  Reply,
  Create extends { tenantId: string },
  Update extends object,
>({
  collection,
  duplicate,
  serialize,
  sort,
  tenantFrom,
  toCreateData = createData,
  toUpdateData = updateData,
  ...options
}: Options<S, Reply, Create, Update>) => {
  const write = <T>(call: () => Promise<T>): Promise<T> =>
    duplicate ? rethrowDuplicate(call, duplicate.field, duplicate.message) : call()
  const tenantWhere = tenantFrom === 'path' ? tenantParamWhere : tenantQueryWhere

  return {
    ...docCrud({ collection, serialize, toUpdateData, write, ...options }),
    tenantFrom,
    messages: { notFound: `${options.label} not found`, duplicate: duplicate?.message },

    list: async ({
      filter,
      keep,
      payload,
      tenantId,
      user,
    }: Base & ListNarrowing & { tenantId?: string | null }) => {
      const tenant = await tenantWhere({ payload, tenantId, user })
      const where = filter && tenant ? { and: [tenant, filter] } : (filter ?? tenant)
      const docs = await findVisible({ collection, payload, sort, user, where })
      const kept = keep
        ? docs.filter((doc) => keep(doc as unknown as Record<string, unknown>))
        : docs
      return Promise.all(kept.map((doc) => serialize(doc as Doc<S>, payload)))
    },

    create: async ({ input, payload, user }: Base & { input: Create }) => {
      await assertTenantRef({ payload, tenantId: input.tenantId, user })
      const data = await toCreateData(input, payload)
      const doc = await write(() =>
        payload.create({ collection, data: data as never, ...accessAs(user) }),
      )
      return serialize(doc as Doc<S>, payload)
    },
  }
}

export type TenantCrud<Create extends { tenantId: string }, Update extends object> = ReturnType<
  typeof tenantCrud<CollectionSlug, unknown, Create, Update>
>
