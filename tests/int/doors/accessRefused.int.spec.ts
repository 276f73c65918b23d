/**
 * One set of rules for every door (issue 11): each tenant-owned collection, read, created, changed and
 * deleted through the documented /api, Payload's REST (/api/cms) and its GraphQL by nobody and by an
 * editor of tenant A on B's documents.
 * A refused call is a 4xx (never a 5xx) and leaves the document and the collection's count as they were.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { cases } from '../support/doorCases'
import {
  anonymous,
  bulkAsReply,
  call,
  count,
  expectGraphqlRefused,
  expectRefused,
  gql,
  datasetOf,
  make,
  ownedBy,
  stored,
  startDoors,
} from '../support/doors'
import type { Client } from '../support/session'

let editor: Client
let tenantB: string

beforeAll(async () => {
  ;({ editor, tenantB } = await startDoors())
})

describe.each(cases)('$slug through every door', (c) => {
  const editorActor = () => ({ client: editor, name: 'editor of A' })
  const rest = `/api/cms/${c.slug}`

  it("should refuse nobody and an editor on another tenant's documents, through /api, REST and GraphQL, changing nothing", async () => {
    const theirs = await make(c, tenantB)
    const before = await stored(c.slug, theirs)
    const total = await count(c.slug)

    for (const actor of [anonymous, editorActor()]) {
      const label = (door: string) => `${actor.name} ${door} ${c.slug}`
      // Reads: nothing of B's.
      expectRefused(await call(actor, 'get', `${rest}/${theirs}`), label('REST read'))
      expectGraphqlRefused(
        await gql(actor, `query { ${c.one}(id: "${theirs}") { id } }`),
        c.one,
        label('GraphQL read'),
      )
      const list = await call(actor, 'get', `${rest}?limit=100&depth=0`)
      if (actor.client)
        expect(
          list.json.docs.map((d: { id: string }) => d.id),
          label('REST list'),
        ).not.toContain(theirs)
      else expectRefused(list, label('REST list'))

      // Writes: refused at every door.
      expectRefused(
        await call(actor, 'post', rest, { ...c.data(), ...(await ownedBy(c, tenantB)) }),
        label('REST create'),
      )
      expectRefused(await call(actor, 'patch', `${rest}/${theirs}`, c.patch), label('REST update'))
      expectRefused(
        await call(actor, 'patch', `${rest}?where[id][equals]=${theirs}`, c.patch).then(
          bulkAsReply,
        ),
        label('REST bulk update'),
      )
      expectRefused(await call(actor, 'delete', `${rest}/${theirs}`), label('REST delete'))
      expectRefused(
        await call(actor, 'delete', `${rest}?where[id][equals]=${theirs}`).then(bulkAsReply),
        label('REST bulk delete'),
      )
      const update = `mutation ($data: mutation${c.one}UpdateInput!) { update${c.one}(id: "${theirs}", data: $data) { id } }`
      expectGraphqlRefused(
        await gql(actor, update, { data: c.patch }),
        `update${c.one}`,
        label('GraphQL update'),
      )
      expectGraphqlRefused(
        await gql(actor, `mutation { delete${c.one}(id: "${theirs}") { id } }`),
        `delete${c.one}`,
        label('GraphQL delete'),
      )
      expectGraphqlRefused(
        await gql(
          actor,
          `mutation ($data: mutation${c.one}Input!) { create${c.one}(data: $data) { id } }`,
          { data: { ...c.data(), ...(await ownedBy(c, tenantB)) } },
        ),
        `create${c.one}`,
        label('GraphQL create'),
      )

      const [createPath, createBody] = c.api.create(tenantB, await datasetOf(tenantB))
      expectRefused(await call(actor, 'post', createPath, createBody), label('/api create'))
      const [method, updatePath, updateBody] = c.api.update(theirs)
      expectRefused(await call(actor, method, updatePath, updateBody), label('/api update'))
      expectRefused(await call(actor, 'delete', c.api.remove(theirs)), label('/api delete'))
    }

    expect(await stored(c.slug, theirs)).toEqual(before)
    expect(await count(c.slug)).toBe(total)
  })
})
