import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import type { Config, Plugin } from 'payload'

import { contentCollections, tenantOwnedSlugs } from '../collections'
import { Sessions } from '../collections/Sessions'
import { Users } from '../collections/Users'

export type SiteGeneratorOptions = {
  /** Turn the plugin off without removing it from the config. */
  enabled?: boolean
}

/**
 * The site generator as a Payload plugin: adds its collections, tenancy (plugin-multi-tenant) and the
 * category tree (plugin-nested-docs). It appends to what the host config has and never replaces it.
 */
export const siteGenerator =
  (options: SiteGeneratorOptions = {}): Plugin =>
  (incoming: Config): Config => {
    if (options.enabled === false) return incoming

    let config: Config = {
      ...incoming,
      collections: [...(incoming.collections || []), Users, Sessions, ...contentCollections],
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

    return config
  }
