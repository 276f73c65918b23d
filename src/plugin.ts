import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import type { Config, Plugin } from 'payload'

import { withAdminViews } from '../admin-views/config'
import { contentCollections, tenantOwnedSlugs } from '../collections'
import { withContentVersionHooks } from '../collections/ContentVersions/withContentVersionHooks'
import { Sessions } from '../collections/Sessions'
import { Users } from '../collections/Users'
import { aiTasks } from './ai/jobs/aiTasks'

export type SiteGeneratorOptions = {
  /** Turn the plugin off without removing it from the config. */
  enabled?: boolean
}

/**
 * The site generator as a Payload plugin: adds its collections, the AI job tasks, tenancy
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
        ...contentCollections.map(withContentVersionHooks({ tenantOwned: tenantOwnedSlugs })),
      ],
      // AI runs are Payload jobs on the `ai` queue. No autoRun: our runner (src/ai/jobs/jobRunner.ts)
      // claims jobs atomically, in the web process and in `npm run worker`; Next's own Payload
      // instance, which shares this config, must not run them too, nor may a signed-in user through
      // Payload's REST `payload-jobs/run` (its claim is not atomic). The runner bypasses access.
      jobs: {
        ...incoming.jobs,
        access: { ...incoming.jobs?.access, run: incoming.jobs?.access?.run ?? (() => false) },
        tasks: [...(incoming.jobs?.tasks ?? []), ...aiTasks],
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
