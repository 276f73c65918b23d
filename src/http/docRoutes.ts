import type { Payload } from 'payload'
import type { z } from 'zod'

import type { SessionUser } from '../auth/sessions'
import type { RouteSpec } from './defineRoute'
import { defineRoute } from './defineRoute'

type ById = { id: string; payload: Payload; user: SessionUser }
type Errors = RouteSpec['errors']

type UpdateArgs<Body> = {
  body: z.ZodType<Body>
  errors?: Errors
  /** `patch` changes what is sent; `put` replaces the editable fields. */
  method: 'patch' | 'put'
  /** Below `/api`, without the id: '/fields'. */
  path: string
  response: z.ZodType
  summary: string
  tag: string
  update: (args: ById & { input: Body }) => Promise<unknown>
}

/** PATCH (or PUT) `{path}/:id`: one document changed by its service's update (`docCrud`). */
export const updateByIdRoute = <Body>({
  body,
  errors,
  method,
  path,
  response,
  summary,
  tag,
  update,
}: UpdateArgs<Body>) =>
  defineRoute({
    method,
    path: `${path}/:id`,
    summary,
    tag,
    body,
    response,
    errors,
    handler: ({ body: input, params, payload, user }) =>
      update({ id: params.id, input, payload, user }),
  })

type RemoveArgs = {
  errors?: Errors
  path: string
  remove: (args: ById) => Promise<unknown>
  summary: string
  tag: string
}

/** DELETE `{path}/:id`: one document removed by its service, answering 204. */
export const deleteByIdRoute = ({ errors, path, remove, summary, tag }: RemoveArgs) =>
  defineRoute({
    method: 'delete',
    path: `${path}/:id`,
    status: 204,
    summary,
    tag,
    errors,
    handler: ({ params, payload, user }) => remove({ id: params.id, payload, user }),
  })
