/**
 * A template's URL pattern is checked at every door (issue 38, item 1): `/city/#name#` (a content
 * placeholder, which in a URL starts the fragment and so matches no page) and a {field} its dataset
 * lacks are refused with the fix, through /api, Payload's REST and GraphQL, creating and updating.
 * The DatasetFields order puts the fields in the message as the dataset lists them.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import type { Reply } from '../support/http'
import { signIn } from '../support/session'
import type { Client } from '../support/session'
import { startTestServer } from '../support/testServer'
import { createTenant } from '../support/twoTenants'
import type { TestServer } from '../support/testServer'

let server: TestServer
let admin: Client
let tenant: string
let datasetId: string

const HASHED = 'Write {name}, not #name#'
const UNKNOWN = 'Unknown field {nme}: the dataset has name, country'

const messageOf = (reply: Reply) =>
  reply.json?.message ?? reply.json?.errors?.[0]?.data?.errors?.[0]?.message
/** GraphQL answers 200 with the refusal in `errors`, whose status is Payload's 400. */
const graphqlRefusal = (reply: Reply) => {
  const error = reply.json?.errors?.[0]
  return [
    error?.extensions?.statusCode,
    error?.extensions?.data?.errors?.[0]?.message ?? error?.message,
  ]
}
const count = async () => (await server.payload.count({ collection: 'templates' })).totalDocs

beforeAll(async () => {
  server = await startTestServer()
  admin = await signIn(server)
  tenant = await createTenant(server, 'Cities', 'cities.example')
  datasetId = (await admin.post('/api/datasets', { name: 'Cities', tenantIds: [tenant] })).json.id
  for (const [order, name] of ['name', 'country'].entries())
    await admin.post(`/api/datasets/${datasetId}/fields`, { name, order })
})

describe('template URL patterns', () => {
  it('should refuse #field# and an unknown {field} with the fix, at /api, REST and GraphQL', async () => {
    const before = await count()
    for (const [urlPattern, message] of [
      ['/city/#name#', HASHED],
      ['/city/{nme}', UNKNOWN],
    ]) {
      const api = await admin.post('/api/templates', {
        datasetId,
        name: 'Cities',
        tenantId: tenant,
        urlPattern,
      })
      expect(
        [api.status, messageOf(api), api.json.errors?.urlPattern],
        `/api ${urlPattern}`,
      ).toEqual([400, message, message])
      const rest = await admin.post('/api/cms/templates', {
        dataset: datasetId,
        name: 'Cities',
        tenant,
        urlPattern,
      })
      expect([rest.status, messageOf(rest)], `REST ${urlPattern}`).toEqual([400, message])
      const gql = await admin.graphql(
        'mutation ($data: mutationTemplateInput!) { createTemplate(data: $data) { id } }',
        { data: { dataset: datasetId, name: 'Cities', tenant, urlPattern } },
      )
      expect(graphqlRefusal(gql), `GraphQL ${urlPattern}`).toEqual([400, message])
    }
    expect(await count()).toBe(before)
  })

  it('should refuse the same patterns on update, keeping the pattern that works', async () => {
    const created = await admin.post('/api/templates', {
      datasetId,
      name: 'Cities',
      tenantId: tenant,
      urlPattern: '/city/{name}',
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json.id as string
    for (const [urlPattern, message] of [
      ['/city/#name#', HASHED],
      ['/city/{nme}', UNKNOWN],
    ]) {
      const api = await admin.put(`/api/templates/${id}`, { urlPattern })
      expect([api.status, messageOf(api)], `/api ${urlPattern}`).toEqual([400, message])
      const rest = await admin.patch(`/api/cms/templates/${id}`, { urlPattern })
      expect([rest.status, messageOf(rest)], `REST ${urlPattern}`).toEqual([400, message])
      const gql = await admin.graphql(
        `mutation ($data: mutationTemplateUpdateInput!) { updateTemplate(id: "${id}", data: $data) { id } }`,
        { data: { urlPattern } },
      )
      expect(graphqlRefusal(gql), `GraphQL ${urlPattern}`).toEqual([400, message])
    }
    const stored = await server.payload.findByID({ collection: 'templates', depth: 0, id })
    expect(stored.urlPattern).toBe('/city/{name}')
  })
})
