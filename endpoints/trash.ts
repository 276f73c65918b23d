import { defineRoute } from '../src/http/defineRoute'
import { TRASH_KIND_NAMES, trashKinds } from '../src/services/trash/kinds'
import type { TrashKindName } from '../src/services/trash/kinds'
import { deleteFromTrash, listTrash, restoreFromTrash } from '../src/services/trash/trash'
import {
  emptyTrashReply,
  restoreReply,
  restoreSchema,
  trashListReply,
  trashScopeQuery,
} from '../src/schemas/trash'
import type { TrashScopeQuery } from '../src/schemas/trash'

const tag = 'Trash'

const scopeText = (kind: TrashKindName) =>
  kind === 'records'
    ? "the dataset's (`?datasetId=`, required)"
    : "a tenant's (`?tenantId=`), or every tenant's the user may see"

/**
 * The trash of each collection that has one: what a DELETE of a page, template, snippet, redirect,
 * dataset or record moved there, restored or deleted for good.
 */
const routesOf = (kind: TrashKindName) => {
  const { label } = trashKinds[kind]
  const notFound = { 404: `${label} not found in the trash` }
  return [
    defineRoute({
      method: 'get',
      path: `/trash/${kind}`,
      summary: `The ${kind} in the trash, most recently deleted first: ${scopeText(kind)}`,
      tag,
      query: trashScopeQuery,
      response: trashListReply,
      handler: ({ payload, query, user }) =>
        listTrash({ kind, payload, user, ...(query as TrashScopeQuery) }),
    }),
    defineRoute({
      method: 'post',
      path: `/trash/${kind}/restore`,
      summary: `Put ${kind} back from the trash: all of \`ids\` or, when one is not there, none`,
      tag,
      query: trashScopeQuery,
      body: restoreSchema,
      response: restoreReply,
      errors: notFound,
      handler: ({ body, payload, query, user }) =>
        restoreFromTrash({ ids: body.ids, kind, payload, user, ...(query as TrashScopeQuery) }),
    }),
    defineRoute({
      method: 'delete',
      path: `/trash/${kind}/:id`,
      status: 204,
      summary: `Delete one of the ${kind} in the trash for good`,
      tag,
      query: trashScopeQuery,
      errors: notFound,
      handler: ({ params, payload, query, user }) =>
        deleteFromTrash({ id: params.id, kind, payload, user, ...(query as TrashScopeQuery) }),
    }),
    defineRoute({
      method: 'delete',
      path: `/trash/${kind}`,
      summary: `Empty the ${kind} trash: ${scopeText(kind)}; answers how many went`,
      tag,
      query: trashScopeQuery,
      response: emptyTrashReply,
      handler: ({ payload, query, user }) =>
        deleteFromTrash({ kind, payload, user, ...(query as TrashScopeQuery) }),
    }),
  ]
}

export const trashRoutes = TRASH_KIND_NAMES.flatMap(routesOf)
