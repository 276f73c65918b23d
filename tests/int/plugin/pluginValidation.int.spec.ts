/**
 * siteGenerator(options) checks its options when Payload builds the config, and applies overrides
 * without loosening our access rules or dropping our hooks.
 */
import type { CollectionConfig, Config, Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { siteGenerator } from '../../../src/plugin'
import type { SiteGeneratorOptions } from '../../../src/plugin'
import { SITE_GENERATOR_COLLECTIONS } from '../../../src/siteGenerator/options'

const build = (options: unknown): Config =>
  siteGenerator(options as SiteGeneratorOptions)({ collections: [] } as unknown as Config) as Config

const collection = (config: Config, slug: string) =>
  config.collections?.find((c) => c.slug === slug) as CollectionConfig

const asUser = (user: unknown) => ({ req: { user } as PayloadRequest })

describe('siteGenerator options', () => {
  it('should key collections and access by the slugs it adds, a typo failing the type check', () => {
    const slugs = build({}).collections!.map((c) => c.slug)
    expect(slugs.sort()).toEqual([...SITE_GENERATOR_COLLECTIONS].sort())
    const typed: SiteGeneratorOptions = {
      // @ts-expect-error 'page' is not a collection the plugin adds
      collections: { page: {} },
      // @ts-expect-error nor is 'template'
      access: { template: {} },
    }
    expect(() => build(typed)).toThrow("'page' is not a collection the site generator adds")
  })

  it('should stop the start naming idType when the database adapter keeps integer ids', () => {
    const withIds = (defaultIDType: 'number' | 'text') => () =>
      siteGenerator({})({ collections: [], db: { defaultIDType } } as unknown as Config)
    expect(withIds('number')).toThrow(
      "siteGenerator needs UUID ids: set idType: 'uuid' in the database adapter",
    )
    expect(withIds('text')).not.toThrow()
  })

  it.each([
    [{ colections: {} }, 'siteGenerator unknown option colections'],
    [
      { collections: { pagez: {} } },
      "siteGenerator option collections.pagez: 'pagez' is not a collection the site generator adds",
    ],
    [
      { ai: { concurrency: 0 } },
      'siteGenerator option ai.concurrency: must be a whole number of at least 1',
    ],
    [
      { site: { previewHosts: 'a.example' } },
      'siteGenerator option site.previewHosts: must be a list of host names',
    ],
    [
      { collections: { pages: { overrides: { fields: [] } } } },
      'siteGenerator option collections.pages.overrides.fields: must be a function (({ defaultFields }) => fields)',
    ],
    [
      { collections: { pages: { overrides: { slug: 'posts' } } } },
      'siteGenerator option collections.pages.overrides.slug: cannot change the slug',
    ],
    [
      { collections: { pages: { overrides: 'pages' } } },
      'siteGenerator option collections.pages.overrides: must be a function (collection => collection) or an object',
    ],
    [
      { access: { pages: { read: true } } },
      'siteGenerator option access.pages.read: must be a function',
    ],
    [
      { tenantCollections: ['products'] },
      "siteGenerator option tenantCollections.0: 'products' is not a collection of your config (one of: none)",
    ],
    [
      { tenantCollections: ['pages'] },
      "siteGenerator option tenantCollections.0: 'pages' is the site generator's own collection",
    ],
  ])('should refuse %j with a message naming the option', (options, message) => {
    expect(() => build(options)).toThrow(message)
  })

  it('should refuse an override that changes the slug', () => {
    expect(() =>
      build({
        collections: { pages: { overrides: (c: CollectionConfig) => ({ ...c, slug: 'posts' }) } },
      }),
    ).toThrow('siteGenerator option collections.pages.overrides: cannot change the slug')
  })

  it('should add a field with fields({ defaultFields }) and keep every field of ours', () => {
    const ours = collection(build({}), 'templates').fields.length
    const config = build({
      collections: {
        templates: {
          overrides: {
            fields: ({ defaultFields }: { defaultFields: Field[] }) => [
              ...defaultFields,
              { name: 'note', type: 'text' },
            ],
          },
        },
      },
    })
    const fields = collection(config, 'templates').fields
    expect(fields).toHaveLength(ours + 1)
    expect(fields.at(-1)).toMatchObject({ name: 'note' })
  })

  it('should run our hooks first and the override hooks after them', () => {
    const mine = () => undefined
    const ours = collection(build({}), 'pages').hooks?.beforeChange ?? []
    const config = build({
      collections: { pages: { overrides: { hooks: { beforeChange: [mine] } } } },
    })
    const hooks = collection(config, 'pages').hooks?.beforeChange ?? []
    expect(hooks).toHaveLength(ours.length + 1)
    expect(hooks.at(-1)).toBe(mine)
  })

  it('should not let an override open access to someone we refuse', async () => {
    const config = build({
      collections: {
        snippets: {
          overrides: (c: CollectionConfig) => ({ ...c, access: { ...c.access, read: () => true } }),
        },
      },
      access: { snippets: { delete: () => true } },
    })
    const access = collection(config, 'snippets').access ?? {}
    // Signed out: ours refuses, so neither rule that says yes opens it.
    expect(await access.read?.(asUser(null) as never)).toBe(false)
    expect(await access.delete?.(asUser(null) as never)).toBe(false)
  })

  it('should AND an access rule with ours for a signed-in user', async () => {
    const where = { title: { not_like: 'Secret%' } }
    const config = build({ access: { pages: { read: () => where } } })
    const read = collection(config, 'pages').access?.read
    const answer = await read?.(asUser({ id: 1, role: 'admin', collection: 'users' }) as never)
    expect(JSON.stringify(answer)).toContain('Secret%')
    expect(await read?.(asUser(null) as never)).toBe(false)
  })

  it('should leave the admin screens out when admin.enabled is false', () => {
    const views = (config: Config) => Object.keys(config.admin?.components?.views ?? {})
    expect(views(build({}))).toContain('pagesScreen')
    expect(views(build({ admin: { enabled: false } }))).toEqual([])
  })
})
