/**
 * A host made from Payload's blank template has its own `users` and `media` collections
 * (docs/extending.md, "Your users and media"): the plugin joins them with its own instead of stopping
 * on "Collection slug already in use". The host's fields stay (a user's nickname, a medium's credit),
 * ours come first (username sign-in, roles and tenants; alt and attribution, tenant scoping), and the
 * host's looser access rules cannot widen ours. Any other slug of ours stops the start naming it.
 */
import type { CollectionConfig, Config } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { siteGenerator } from '../../../src/plugin'
import { call, expectRefused, startDoors } from '../support/doors'
import type { TwoTenants } from '../support/twoTenants'

// Payload's blank template's collections, as an app made from it has them.
const hostUsers: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email' },
  auth: true,
  fields: [{ name: 'nickname', type: 'text' }],
}
const hostMedia: CollectionConfig = {
  slug: 'media',
  access: { read: () => true },
  fields: [
    { name: 'alt', type: 'text', required: true },
    { name: 'credit', type: 'text' },
  ],
  upload: true,
}

vi.mock('../../../payload.config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../payload.config')>()
  return { ...original, default: original.appConfig({}, [hostUsers, hostMedia]) }
})

let world: TwoTenants

const image = async () => {
  const data = await sharp({
    create: { background: '#c33', channels: 3, height: 4, width: 4 },
  })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: 'dot.png', size: data.length }
}

beforeAll(async () => {
  world = await startDoors()
})

afterAll(() => world?.server.close())

describe("the host's own users and media", () => {
  it('should keep the host user fields beside ours, and sign in by username', async () => {
    const users = world.server.payload.collections.users.config
    const names = users.flattenedFields.map((field) => field.name)
    expect(names).toEqual(expect.arrayContaining(['username', 'role', 'tenants', 'nickname']))
    const admin = { client: world.admin, name: 'administrator' }
    const me = await call(admin, 'GET', '/api/auth/check')
    const id = me.json.user.id as string
    const changed = await call(admin, 'PATCH', `/api/cms/users/${id}`, { nickname: 'Boss' })
    expect(changed.status, changed.text).toBe(200)
    const stored = await world.server.payload.findByID({ collection: 'users', id, depth: 0 })
    expect((stored as { nickname?: string }).nickname).toBe('Boss')
  })

  it("should keep the host's media fields, with our alt (optional) and tenant rules", async () => {
    const media = world.server.payload.collections.media.config
    const names = media.flattenedFields.map((field) => field.name)
    expect(names).toEqual(expect.arrayContaining(['alt', 'attribution', 'credit', 'tenant']))
    expect(media.flattenedFields.find((field) => field.name === 'alt')).not.toHaveProperty(
      'required',
      true,
    )
    const ofB = await world.server.payload.create({
      collection: 'media',
      data: { credit: 'Photo desk', tenant: world.tenantB } as never,
      file: await image(),
    })
    expect((ofB as { credit?: string }).credit).toBe('Photo desk')
    // The host's `read: () => true` is ANDed with ours: nobody and an editor of A still get nothing.
    const editor = { client: world.editor, name: 'editor of A' }
    expectRefused(await call(editor, 'GET', `/api/cms/media/${ofB.id}`), 'editor reads B')
    const anonymous = await fetch(`${world.server.baseUrl}/api/cms/media/${ofB.id}`)
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
  })
})

describe('a host collection with another slug of ours', () => {
  it('should stop the start naming the slug', () => {
    const config = { collections: [{ slug: 'pages', fields: [] }] } as unknown as Config
    expect(() => siteGenerator({})(config)).toThrow(
      "siteGenerator adds a 'pages' collection and your config has one too: rename yours (only users and media are joined with ours)",
    )
  })
})
