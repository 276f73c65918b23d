/**
 * One set of rules for every door (issue 11): an editor of tenant A works on A's documents, and an
 * administrator on any tenant's, through the documented /api, Payload's REST (/api/cms) and its GraphQL.
 * A refused call is a 4xx (never a 5xx) and leaves the document and the collection's count as they were.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { cases } from '../support/doorCases'
import {
  call,
  datasetOf,
  expectGraphqlOk,
  expectOk,
  gql,
  make,
  ownedBy,
  stored,
  startDoors,
} from '../support/doors'
import type { Client } from '../support/session'

let admin: Client
let editor: Client
let tenantA: string
let tenantB: string

beforeAll(async () => {
  ;({ admin, editor, tenantA, tenantB } = await startDoors())
})

describe.each(cases)('$slug through every door', (c) => {
  const editorActor = () => ({ client: editor, name: 'editor of A' })
  const adminActor = () => ({ client: admin, name: 'admin' })
  const rest = `/api/cms/${c.slug}`

  it("should let an editor work on their own tenant's documents through every door", async () => {
    const actor = editorActor()
    const mine = await make(c, tenantA)
    expectOk(await call(actor, 'get', `${rest}/${mine}`), 'REST read')
    expectGraphqlOk(
      await gql(actor, `query { ${c.one}(id: "${mine}") { id } }`),
      c.one,
      'GraphQL read',
    )
    expectOk(await call(actor, 'patch', `${rest}/${mine}`, c.patch), 'REST update')
    expectGraphqlOk(
      await gql(
        actor,
        `mutation ($data: mutation${c.one}UpdateInput!) { update${c.one}(id: "${mine}", data: $data) { id } }`,
        { data: c.patch },
      ),
      `update${c.one}`,
      'GraphQL update',
    )
    const [method, updatePath, updateBody] = c.api.update(mine)
    expectOk(await call(actor, method, updatePath, updateBody), '/api update')

    const viaRest = await call(actor, 'post', rest, { ...c.data(), ...(await ownedBy(c, tenantA)) })
    expectOk(viaRest, 'REST create')
    const viaGraphql = await gql(
      actor,
      `mutation ($data: mutation${c.one}Input!) { create${c.one}(data: $data) { id } }`,
      { data: { ...c.data(), ...(await ownedBy(c, tenantA)) } },
    )
    expectGraphqlOk(viaGraphql, `create${c.one}`, 'GraphQL create')
    const [createPath, createBody] = c.api.create(tenantA, await datasetOf(tenantA))
    const viaApi = await call(actor, 'post', createPath, createBody)
    expectOk(viaApi, '/api create')

    expectOk(await call(actor, 'delete', `${rest}/${viaRest.json.doc.id}`), 'REST delete')
    expectGraphqlOk(
      await gql(
        actor,
        `mutation { delete${c.one}(id: "${viaGraphql.json.data[`create${c.one}`].id}") { id } }`,
      ),
      `delete${c.one}`,
      'GraphQL delete',
    )
    expectOk(await call(actor, 'delete', c.api.remove(viaApi.json.id)), '/api delete')
    for (const id of [
      viaRest.json.doc.id,
      viaGraphql.json.data[`create${c.one}`].id,
      viaApi.json.id,
    ])
      expect(await stored(c.slug, id)).toBeNull()
  })

  it("should let an administrator work on any tenant's documents", async () => {
    const actor = adminActor()
    const theirs = await make(c, tenantB)
    expectOk(await call(actor, 'get', `${rest}/${theirs}`), 'REST read')
    expectOk(await call(actor, 'patch', `${rest}/${theirs}`, c.patch), 'REST update')
    expectGraphqlOk(
      await gql(actor, `mutation { delete${c.one}(id: "${theirs}") { id } }`),
      `delete${c.one}`,
      'GraphQL delete',
    )
    expect(await stored(c.slug, theirs)).toBeNull()
  })
})
