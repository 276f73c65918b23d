/**
 * `GET /api/pages?search=&status=` (issue 38, item 4): the Page Management list searches titles and
 * slugs whatever their case and accents, and keeps one status; a status that is none answers 400.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { create, startPagesWorld } from '../support/pagesApi'
import type { Client } from '../support/session'

let admin: Client
let tenantA: string
let tenantB: string

const titles = async (query: string) => {
  const reply = await admin.get(`/api/pages?${query}`)
  expect(reply.status, reply.text).toBe(200)
  return (reply.json as { title: string }[]).map((page) => page.title).sort()
}

beforeAll(async () => {
  ;({ admin, tenantA, tenantB } = await startPagesWorld())
  for (const [title, slug, status] of [
    ['Crème Brûlée Recipes', 'desserts', 'published'],
    ['Creme fraiche notes', 'dairy', 'draft'],
    ['Bread basics', 'creme-de-la-creme', 'archived'],
    ['Piano care', 'piano-care', 'published'],
  ])
    expect((await create({ slug, status, title })).status).toBe(201)
  expect(
    (await create({ status: 'published', tenantId: tenantB, title: 'Crème of B' })).status,
  ).toBe(201)
})

describe('the page list', () => {
  it('should find titles and slugs by any case and accents, within the tenant', async () => {
    const cremes = ['Bread basics', 'Creme fraiche notes', 'Crème Brûlée Recipes']
    expect(await titles(`tenantId=${tenantA}&search=creme`)).toEqual(cremes)
    expect(await titles(`tenantId=${tenantA}&search=${encodeURIComponent('CRÈME')}`)).toEqual(
      cremes,
    )
    expect(await titles(`tenantId=${tenantA}&search=brulee`)).toEqual(['Crème Brûlée Recipes'])
    expect(await titles(`tenantId=${tenantA}&search=%20PIANO-CARE%20`)).toEqual(['Piano care'])
    expect(await titles(`tenantId=${tenantA}&search=violin`)).toEqual([])
    expect(await titles(`search=creme`)).toEqual([...cremes, 'Crème of B'].sort())
  })

  it('should keep one status, alone or with a search, and answer them all without one', async () => {
    expect(await titles(`tenantId=${tenantA}&status=published`)).toEqual([
      'Crème Brûlée Recipes',
      'Piano care',
    ])
    expect(await titles(`tenantId=${tenantA}&status=archived&search=creme`)).toEqual([
      'Bread basics',
    ])
    expect(await titles(`tenantId=${tenantA}&status=`)).toHaveLength(4)
    expect(await titles(`tenantId=${tenantA}&search=`)).toHaveLength(4)
  })

  it('should refuse a status that is none with 400 and its message', async () => {
    const reply = await admin.get(`/api/pages?tenantId=${tenantA}&status=live`)
    expect([reply.status, reply.json.message]).toEqual([
      400,
      'Status must be draft, published or archived',
    ])
  })
})
