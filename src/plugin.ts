import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import type { Config, Plugin } from 'payload'

import { withAdminViews } from '../admin-views/config'
import { ApiAccessLogs } from '../collections/ApiAccessLogs'
import { contentCollections, tenantOwnedSlugs } from '../collections'
import { withContentVersionHooks } from '../collections/ContentVersions/withContentVersionHooks'
import { Sessions } from '../collections/Sessions'
import { SiteSettings } from '../collections/SiteSettings'
import { Users } from '../collections/Users'
import { withoutEmailVerification } from '../collections/Users/verifyEmailMutation'
import { aiTasks } from './services/ai/aiTasks'
import { importTask } from './services/imports/importTask'

export type SiteGeneratorOptions = {
  /** Turn the plugin off without removing it from the config. */
  enabled?: boolean
}

/**
 * The site generator as a Payload plugin: adds its collections, the settings global, the AI job tasks, tenancy
 * (plugin-multi-tenant) and the category tree (plugin-nested-docs). It appends to what the host config
 * has and never replaces it.
 */
export const siteGenerator =
  (options: SiteGeneratorOptions = {}): Plugin =>
  (incoming: Config): Config => {
    if (options.enabled === false) return incoming

    let config: Config = {
      ...incoming,
      collections: [
        ...(incoming.collections || []),
        Users,
        Sessions,
        ApiAccessLogs,
        ...contentCollections.map(withContentVersionHooks({ tenantOwned: tenantOwnedSlugs })),
      ],
      globals: [...(incoming.globals || []), SiteSettings],
      graphQL: {
        ...incoming.graphQL,
        mutations: withoutEmailVerification(incoming.graphQL?.mutations),
      },
      // AI runs, and CSV imports, are Payload jobs on the `ai` queue. No autoRun: our runner (src/ai/jobs/jobRunner.ts)
      // claims jobs atomically, in the web process and in `npm run worker`; Next's own Payload
      // instance, which shares this config, must not run them too, nor may a signed-in user through
      // Payload's REST `payload-jobs/run` (its claim is not atomic). The runner bypasses access.
      jobs: {
        ...incoming.jobs,
        access: { ...incoming.jobs?.access, run: incoming.jobs?.access?.run ?? (() => false) },
        tasks: [...(incoming.jobs?.tasks ?? []), ...aiTasks, importTask],
      },
    }

    config = multiTenantPlugin({
      collections: Object.fromEntries(tenantOwnedSlugs.map((slug) => [slug, {}])),
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
    return withAdminViews(config)
  }
