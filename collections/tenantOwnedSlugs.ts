import type { CollectionSlug } from 'payload'

/** Collections scoped to a tenant by @payloadcms/plugin-multi-tenant, which adds their `tenant` field. */
export const tenantOwnedSlugs: CollectionSlug[] = [
  'templates',
  'panels',
  'tasks',
  'pages',
  'page-types',
  'categories',
  'snippets',
  'redirects',
  'header-menu-items',
  'footer-menu-items',
  'homepage-sections',
  'media',
]
