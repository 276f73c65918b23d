import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import type { CollectionConfig, CollectionSlug, Config, FieldAffectingData, Plugin } from 'payload'

import { withAdminViews } from '../admin-views/config'
import { ApiAccessLogs } from '../collections/ApiAccessLogs'
import { contentCollections, tenantOwnedSlugs } from '../collections'
import { addedFields, withPluginCustom } from '../collections/fields/extraFields'
import { withContentVersionHooks } from '../collections/ContentVersions/withContentVersionHooks'
import { Sessions } from '../collections/Sessions'
import { SiteSettings } from '../collections/SiteSettings'
import { deleteTenantContent } from '../collections/Tenants/hooks/deleteTenantContent'
import { Users } from '../collections/Users'
import { withoutEmailVerification } from '../collections/Users/verifyEmailMutation'
import { withGlobalDocAccess } from '../collections/SiteSettings/globalDocAccess'
import { jobTypes } from './jobs/types'
import { reloadSettings } from './config/settings'
import { setPluginDefaults } from './config/pluginDefaults'
import { fieldsFingerprint, rememberBuildFields } from './config/buildFields'
import { addedReferences } from './siteGenerator/addedReferences'
import { applyOverrides } from './siteGenerator/applyOverrides'
import type { SiteGeneratorCollectionSlug, SiteGeneratorOptions } from './siteGenerator/options'
import { parseOptions, SITE_GENERATOR_COLLECTIONS } from './siteGenerator/options'
import { JOINABLE_SLUGS, joinHostCollection } from './siteGenerator/joinHostCollection'

export type { SiteGeneratorOptions } from './siteGenerator/options'

// Fresh lists each time: the multi-tenant and nested-docs plugins push into fields, access and hooks
// in place, and a process may build more than one config (tests build one with overrides).
const fresh = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  access: { ...collection.access },
  fields: [...collection.fields],
  hooks: Object.fromEntries(
    Object.entries(collection.hooks ?? {}).map(([name, list]) => [name, [...(list ?? [])]]),
  ),
})

const ourCollections = (): CollectionConfig[] =>
  [
    Users,
    Sessions,
    ApiAccessLogs,
    ...contentCollections.map(withContentVersionHooks({ tenantOwned: tenantOwnedSlugs })),
  ].map(fresh)

/** Our collections with the developer's overrides and access rules, and the fields each gained. */
const overridden = (options: SiteGeneratorOptions, hostCollections: CollectionConfig[]) => {
  const extraFields: Record<string, FieldAffectingData[]> = {}
  const collections = ourCollections().map((own) => {
    const slug = own.slug as SiteGeneratorCollectionSlug
    // The host's own users or media, joined with ours (its fields kept, our rules first).
    const host = hostCollections.find((candidate) => candidate.slug === slug)
    const collection = host ? joinHostCollection(own, host) : own
    const next = applyOverrides({
      access: options.access?.[slug],
      collection,
      overrides: options.collections?.[slug]?.overrides,
    })
    const added = addedFields(collection.fields, next.fields)
    if (added.length) extraFields[collection.slug] = added
    const references = addedReferences(added)
    const hooks = next.hooks ?? {}
    const hostScoped = slug === 'tenants' ? (options.tenantCollections ?? []) : []
    if (!references && !hostScoped.length) return next
    return {
      ...next,
      hooks: {
        ...hooks,
        ...(references && { beforeValidate: [...(hooks.beforeValidate ?? []), references] }),
        // A deleted tenant takes the host's scoped documents with it, as it takes ours.
        ...(hostScoped.length && {
          beforeDelete: [
            ...(hooks.beforeDelete ?? []),
            deleteTenantContent({ collections: hostScoped as CollectionSlug[], localApi: true }),
          ],
        }),
      },
    }
  })
  return { collections, extraFields }
}

// The AI and preview-host options are defaults under the environment (see src/config/pluginDefaults.ts).
const useDefaults = ({ ai, site }: SiteGeneratorOptions) => {
  setPluginDefaults({
    AI_MODEL: ai?.model,
    AI_CONCURRENCY: ai?.concurrency?.toString(),
    PREVIEW_HOSTS: site?.previewHosts?.join(','),
  })
  reloadSettings()
}

/**
 * The site generator as a Payload plugin: adds its collections, the settings global, the AI job tasks, tenancy
 * (plugin-multi-tenant) and the category tree (plugin-nested-docs). It appends to what the host config
 * has and never replaces it.
 */
export const siteGenerator =
  (options: SiteGeneratorOptions = {}): Plugin =>
  (incoming: Config): Config => {
    parseOptions(
      options,
      ourCollections().map((collection) => collection.slug),
      (incoming.collections ?? []).map((collection) => collection.slug),
    )
    if (options.enabled === false) return incoming
    // Our ids are UUIDs (links, tokens and checks read them so): an adapter left at its default,
    // integer ids, failed later with SQLITE_MISMATCH or a type error naming no setting.
    if (incoming.db?.defaultIDType === 'number')
      throw new Error(
        "siteGenerator needs UUID ids: set idType: 'uuid' in the database adapter, e.g. sqliteAdapter({ idType: 'uuid', client: { url } }) or postgresAdapter({ idType: 'uuid', pool: { connectionString } })",
      )
    useDefaults(options)
    const ourSlugs = new Set<string>(SITE_GENERATOR_COLLECTIONS)
    const shared = (incoming.collections ?? []).filter((collection) =>
      ourSlugs.has(collection.slug),
    )
    const clash = shared.find((collection) => !JOINABLE_SLUGS.includes(collection.slug))
    if (clash)
      throw new Error(
        `siteGenerator adds a '${clash.slug}' collection and your config has one too: rename yours (only ${JOINABLE_SLUGS.join(' and ')} are joined with ours)`,
      )
    const { collections, extraFields } = overridden(options, shared)

    let config: Config = {
      ...incoming,
      collections: [
        ...(incoming.collections ?? []).filter((collection) => !ourSlugs.has(collection.slug)),
        ...collections,
      ],
      // Server-only: the services read the added fields and the options from here.
      custom: withPluginCustom(incoming.custom, {
        extraFields,
        siteEnabled: options.site?.enabled !== false,
      }),
      globals: [...(incoming.globals || []), SiteSettings],
      graphQL: {
        ...incoming.graphQL,
        mutations: withoutEmailVerification(incoming.graphQL?.mutations),
        queries: withGlobalDocAccess(incoming.graphQL?.queries),
      },
      // Background jobs (src/jobs/types: AI runs, CSV imports) are Payload tasks on one queue. No
      // autoRun: our runner (src/jobs/runner.ts) claims jobs atomically, in the web process and in
      // `npm run worker`; Next's own Payload instance, which shares this config, must not run them
      // too, nor may a signed-in user through Payload's REST `payload-jobs/run` (its claim is not
      // atomic). The runner bypasses access.
      jobs: {
        ...incoming.jobs,
        access: { ...incoming.jobs?.access, run: incoming.jobs?.access?.run ?? (() => false) },
        tasks: [...(incoming.jobs?.tasks ?? []), ...jobTypes.map((type) => type.task)],
      },
    }

    config = multiTenantPlugin({
      // Ours, and the host's collections it asked to scope (one registration: the plugin runs once).
      collections: Object.fromEntries(
        [...tenantOwnedSlugs, ...(options.tenantCollections ?? [])].map((slug) => [slug, {}]),
      ),
      tenantsSlug: 'tenants',
      tenantField: { name: 'tenant' },
      tenantsArrayField: { includeDefaultField: true },
      // Administrators (the only role the spec shows) see every tenant; a user with a tenants list
      // and another role is limited to those tenants.
      userHasAccessToAllTenants: (user) => (user as { role?: string } | null)?.role === 'admin',
    })(config) as Config

    config = nestedDocsPlugin({
      collections: ['categories'],
      parentFieldSlug: 'parentCategory',
      breadcrumbsFieldSlug: 'breadcrumbs',
      generateLabel: (_, doc) => String(doc.name ?? ''),
      generateURL: (docs) => docs.reduce((url, doc) => `${url}/${doc.slug as string}`, ''),
    })(config) as Config

    // The spec's admin screens, after the multi-tenant plugin so its tenant selection wraps ours.
    if (options.admin?.enabled !== false) config = withAdminViews(config)

    // The fields as the admin is built with them, to tell a stale build (src/config/buildFields.ts).
    const fingerprint = fieldsFingerprint([
      ...(config.collections ?? []),
      ...(config.globals ?? []),
    ])
    rememberBuildFields(fingerprint)
    return {
      ...config,
      custom: withPluginCustom(config.custom, { fieldsFingerprint: fingerprint }),
    }
  }
