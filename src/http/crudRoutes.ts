import type { Payload } from 'payload'
import { z } from 'zod'

import { tenantQuery } from '../schemas/common'
import type { ListNarrowing, TenantCrud } from '../services/common/tenantCrud'
import { defineRoute } from './defineRoute'
import { deleteByIdRoute, updateByIdRoute } from './docRoutes'

const FORBIDDEN = 'Not one of your tenants'

type Args<Create extends { tenantId: string }, Update extends object> = {
  /** Below `/api`: '/redirects'. */
  path: string
  tag: string
  service: TenantCrud<Create, Update>
  /** One document as the API answers it; a list answers an array of them. */
  reply: z.ZodType
  list: {
    summary: string
    /**
     * For a list by the tenant in the path that the public site reads too: without a session it
     * answers this (the active items of a served tenant) instead.
     */
    withoutSession?: (args: { payload: Payload; tenantId: string }) => Promise<unknown>
    /**
     * A list by `?tenantId=` that takes more query parameters: their schema (with `tenantId`) and
     * what they narrow the list to.
     */
    query?: { schema: z.ZodType; narrow: (query: Record<string, unknown>) => ListNarrowing }
  }
  get?: { summary: string }
  create: { summary: string; body: z.ZodType<Create> }
  update: { summary: string; body: z.ZodType<Update>; method: 'patch' | 'put' }
  remove: { summary: string }
}

/**
 * The documented calls of a tenant's collection: list, get (when asked for), create, update and
 * delete, answering the service's messages (`Redirect not found`, the duplicate's 409).
 */
export const crudRoutes = <Create extends { tenantId: string }, Update extends object>({
  create,
  get,
  list,
  path,
  remove,
  reply,
  service,
  tag,
  update,
}: Args<Create, Update>) => {
  const { duplicate, notFound } = service.messages
  const conflict = duplicate ? { 409: duplicate } : {}
  const found = { 403: FORBIDDEN, 404: notFound }
  const listRoute =
    service.tenantFrom === 'path'
      ? defineRoute({
          method: 'get',
          path: `${path}/:tenantId`,
          ...(list.withoutSession ? { optionalSession: true } : {}),
          summary: list.summary,
          tag,
          response: z.array(reply),
          errors: { 403: FORBIDDEN, 404: 'Tenant not found' },
          handler: ({ params, payload, user }) =>
            user || !list.withoutSession
              ? service.list({ payload, tenantId: params.tenantId, user })
              : list.withoutSession({ payload, tenantId: params.tenantId }),
        })
      : defineRoute({
          method: 'get',
          path,
          summary: list.summary,
          tag,
          query: list.query?.schema ?? tenantQuery,
          response: z.array(reply),
          errors: { 403: FORBIDDEN },
          handler: ({ payload, query, user }) =>
            service.list({
              payload,
              tenantId: (query as { tenantId?: string | null }).tenantId,
              user,
              ...list.query?.narrow(query as Record<string, unknown>),
            }),
        })
  return [
    listRoute,
    ...(get
      ? [
          defineRoute({
            method: 'get',
            path: `${path}/:id`,
            summary: get.summary,
            tag,
            response: reply,
            errors: found,
            handler: ({ params, payload, user }) => service.get({ id: params.id, payload, user }),
          }),
        ]
      : []),
    defineRoute({
      method: 'post',
      path,
      status: 201,
      summary: create.summary,
      tag,
      body: create.body,
      response: reply,
      errors: { 403: FORBIDDEN, ...conflict },
      handler: ({ body, payload, user }) => service.create({ input: body, payload, user }),
    }),
    updateByIdRoute({
      method: update.method,
      path,
      summary: update.summary,
      tag,
      body: update.body,
      response: reply,
      errors: { ...found, ...conflict },
      update: service.update,
    }),
    deleteByIdRoute({
      path,
      summary: remove.summary,
      tag,
      errors: found,
      remove: service.remove,
    }),
  ]
}
