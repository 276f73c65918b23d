import type { Access, CollectionConfig, Field } from 'payload'
import { z } from 'zod'

/** What a developer may change in one of our collections: Payload's plugin convention. */
export type CollectionOverrides =
  | ((collection: CollectionConfig) => CollectionConfig)
  | (Partial<Omit<CollectionConfig, 'fields' | 'slug'>> & {
      /** Receives our fields; returns the collection's fields (add to them, do not drop ours). */
      fields?: (args: { defaultFields: Field[] }) => Field[]
    })

/** Extra access rules; each is ANDed with ours, so it can only narrow what a user may do. */
export type AccessRules = Partial<Record<'create' | 'delete' | 'read' | 'update', Access>>

/** The collections the plugin adds: the keys of `collections` and `access` (a typo is a type error). */
export const SITE_GENERATOR_COLLECTIONS = [
  'users',
  'sessions',
  'api-access-logs',
  'tenants',
  'tasks',
  'redirects',
  'datasets',
  'dataset-fields',
  'dataset-records',
  'pages',
  'page-types',
  'categories',
  'templates',
  'snippets',
  'media',
  'header-menu-items',
  'footer-menu-items',
  'homepage-sections',
  'panels',
  'ai-logs',
  'import-runs',
  'record-keys',
  'content-versions',
] as const
export type SiteGeneratorCollectionSlug = (typeof SITE_GENERATOR_COLLECTIONS)[number]

export type SiteGeneratorOptions = {
  /** Turn the plugin off without removing it from the config. */
  enabled?: boolean
  /** Per collection slug we add (pages, templates, dataset-records, …). */
  collections?: Partial<Record<SiteGeneratorCollectionSlug, { overrides?: CollectionOverrides }>>
  /** Per collection slug: rules ANDed with our tenant rules. */
  access?: Partial<Record<SiteGeneratorCollectionSlug, AccessRules>>
  /** Defaults for the AI settings; AI_MODEL and AI_CONCURRENCY in the environment win. */
  ai?: { model?: string; concurrency?: number }
  /** The public sites; PREVIEW_HOSTS in the environment wins over previewHosts. */
  site?: { enabled?: boolean; previewHosts?: string[] }
  /** The spec's admin screens inside Payload's admin (Payload's own screens stay). */
  admin?: { enabled?: boolean }
  /**
   * Your own collections to scope to tenants, e.g. `['products']`: each gets the `tenant` field and
   * the tenant rules of ours (an editor reads and writes only its tenants' documents, at every door).
   * They are registered with plugin-multi-tenant here, which this plugin already runs.
   */
  tenantCollections?: string[]
}

const fn = (what: string) =>
  z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', {
    error: `must be a function (${what})`,
  })

const optionsSchema = (slugs: string[], hostSlugs: string[]) => {
  const slug = z.string().refine((v) => slugs.includes(v), {
    error: (issue) =>
      `'${String(issue.input)}' is not a collection the site generator adds (one of: ${slugs.join(', ')})`,
  })
  // A function of the collection, or an object; each wrong part told by name (a union said only
  // 'Invalid input').
  const overrides = z.unknown().superRefine((value, ctx) => {
    if (typeof value === 'function') return
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a function (collection => collection) or an object',
      })
      return
    }
    const { fields, slug } = value as { fields?: unknown; slug?: unknown }
    if (slug !== undefined)
      ctx.addIssue({ code: 'custom', message: 'cannot change the slug', path: ['slug'] })
    if (fields !== undefined && typeof fields !== 'function')
      ctx.addIssue({
        code: 'custom',
        message: 'must be a function (({ defaultFields }) => fields)',
        path: ['fields'],
      })
  })
  const accessRule = fn('an access function returning boolean or a where query').optional()
  return z.strictObject({
    enabled: z.boolean({ error: 'must be true or false' }).optional(),
    collections: z.record(slug, z.strictObject({ overrides: overrides.optional() })).optional(),
    access: z
      .record(
        slug,
        z.strictObject({
          create: accessRule,
          delete: accessRule,
          read: accessRule,
          update: accessRule,
        }),
      )
      .optional(),
    ai: z
      .strictObject({
        model: z
          .string({ error: 'must be a model name' })
          .min(1, 'must be a model name')
          .optional(),
        concurrency: z
          .number({ error: 'must be a whole number of at least 1' })
          .int('must be a whole number of at least 1')
          .min(1, 'must be a whole number of at least 1')
          .optional(),
      })
      .optional(),
    site: z
      .strictObject({
        enabled: z.boolean({ error: 'must be true or false' }).optional(),
        previewHosts: z
          .array(z.string().min(1), { error: 'must be a list of host names' })
          .optional(),
      })
      .optional(),
    admin: z
      .strictObject({ enabled: z.boolean({ error: 'must be true or false' }).optional() })
      .optional(),
    tenantCollections: z
      .array(
        z.string({ error: 'must be a collection slug' }).superRefine((value, ctx) => {
          if (slugs.includes(value))
            ctx.addIssue({
              code: 'custom',
              message: `'${value}' is the site generator's own collection, already scoped to tenants where it should be`,
            })
          else if (!hostSlugs.includes(value))
            ctx.addIssue({
              code: 'custom',
              message: `'${value}' is not a collection of your config (one of: ${hostSlugs.join(', ') || 'none'})`,
            })
        }),
        { error: 'must be a list of your collection slugs' },
      )
      .optional(),
  })
}

/**
 * Checks the options once, when Payload builds its config: a bad one stops the start with a message
 * naming it, e.g. `siteGenerator option collections.pagez: 'pagez' is not a collection …`.
 */
export const parseOptions = (
  options: unknown,
  slugs: string[],
  hostSlugs: string[] = [],
): SiteGeneratorOptions => {
  const result = optionsSchema(slugs, hostSlugs).safeParse(options ?? {})
  if (result.success) return options as SiteGeneratorOptions
  const issue = result.error.issues[0]
  const path = issue.path.map(String).join('.')
  // A bad collection slug is a record key: its own issue says what is wrong with it.
  const detail =
    issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message
  const message =
    issue.code === 'unrecognized_keys'
      ? `unknown option ${issue.keys.map((key) => (path ? `${path}.${key}` : key)).join(', ')}`
      : `option ${path || '(options)'}: ${detail}`
  throw new Error(`siteGenerator ${message}`)
}
