/**
 * Shared ground for the /api/homepage-sections tests: tenants a and b, each with a page type, a
 * category and templates a section can refer to, and an administrator's session.
 */
import { signIn } from './session'
import type { Client } from './session'
import { startTestServer } from './testServer'
import type { TestServer } from './testServer'

// Each test file runs in its own process, so this is the file's one server.
let server: TestServer

export const a = { tenant: '', pageType: '', category: '', template: '', template2: '' }
export const b = { tenant: '', pageType: '', category: '', template: '' }

export const UNKNOWN = '00000000-0000-4000-8000-000000000000'
export const base = '/api/homepage-sections'
export const countSections = async () =>
  (await server.payload.count({ collection: 'homepage-sections' })).totalDocs
export const stored = (id: string) =>
  server.payload.findByID({ collection: 'homepage-sections', depth: 0, id })

/** A tenant on `${key}.example` with a page type, a category and two templates (T1, T2). */
export const things = async (key: string) => {
  const { payload } = server
  const tenant = String(
    (await payload.create({ collection: 'tenants', data: { domain: `${key}.example`, name: key } }))
      .id,
  )
  const data = { name: 'Guides', slug: 'guides', tenant }
  const template = (name: string) =>
    payload.create({ collection: 'templates', data: { name, tenant, urlPattern: '/g/{name}' } })
  return {
    tenant,
    pageType: String(
      (
        await payload.create({
          collection: 'page-types',
          data: { ...data, urlStructure: '/guides' },
        })
      ).id,
    ),
    category: String((await payload.create({ collection: 'categories', data })).id),
    template: String((await template('T1')).id),
    template2: String((await template('T2')).id),
  }
}

/** Starts the server and fills `a` and `b`; returns the server and the administrator. */
export const startSectionsWorld = async (): Promise<{ server: TestServer; admin: Client }> => {
  server = await startTestServer()
  const admin = await signIn(server)
  Object.assign(a, await things('a'))
  Object.assign(b, await things('b'))
  return { server, admin }
}
