/**
 * The tenant-owned collections the access matrix (tests/int/doors/access*.int.spec.ts) walks: each
 * one's GraphQL names, a valid document and change, and the same calls on the documented /api. Datasets
 * belong to the tenants they list, their fields and records to their dataset's tenants (`owner`).
 */
import type { CollectionSlug } from 'payload'

type ApiCalls = {
  /** A new document of the tenant; `datasetId` is a dataset of that tenant (for what hangs off one). */
  create: (tenantId: string, datasetId: string) => [path: string, body: Record<string, unknown>]
  update: (id: string) => [method: 'patch' | 'put', path: string, body: Record<string, unknown>]
  remove: (id: string) => string
}

export type Case = {
  slug: CollectionSlug
  /** GraphQL's singular and plural names (Payload derives them from the labels). */
  one: string
  many: string
  /** A valid new document (without its tenant). */
  data: () => Record<string, unknown>
  /** A valid change, and the field it changes. */
  patch: Record<string, unknown>
  api: ApiCalls
  /**
   * How a document belongs to a tenant: its `tenant` (the default); a dataset's `tenants`; for a
   * field or record, its `dataset` (tests/int/support/doors.ts `ownedBy` gives the data for each).
   */
  owner?: 'dataset' | 'tenant' | 'tenants'
}

let serial = 0
const next = () => ++serial

export const cases: Case[] = [
  {
    slug: 'tasks',
    one: 'Task',
    many: 'Tasks',
    data: () => ({ title: `Task ${next()}` }),
    patch: { title: 'Changed' },
    api: {
      create: (tenantId) => ['/api/tasks', { tenantId, title: `Task ${next()}` }],
      update: (id) => ['put', `/api/tasks/${id}`, { title: 'Changed' }],
      remove: (id) => `/api/tasks/${id}`,
    },
  },
  {
    slug: 'redirects',
    one: 'Redirect',
    many: 'Redirects',
    data: () => ({ fromPath: `/old-${next()}`, toUrl: '/new' }),
    patch: { notes: 'Changed' },
    api: {
      create: (tenantId) => [
        '/api/redirects',
        { tenantId, fromPath: `/old-${next()}`, toUrl: '/new' },
      ],
      update: (id) => ['put', `/api/redirects/${id}`, { notes: 'Changed' }],
      remove: (id) => `/api/redirects/${id}`,
    },
  },
  {
    slug: 'pages',
    one: 'Page',
    many: 'Pages',
    data: () => ({ slug: `page-${next()}`, title: 'Page' }),
    patch: { title: 'Changed' },
    api: {
      create: (tenantId) => ['/api/pages', { tenantId, title: `Page ${next()}` }],
      update: (id) => ['put', `/api/pages/${id}`, { title: 'Changed' }],
      remove: (id) => `/api/pages/${id}`,
    },
  },
  {
    slug: 'page-types',
    one: 'PageType',
    many: 'PageTypes',
    data: () => ({ name: 'Guide', slug: `guide-${next()}`, urlStructure: '/guides' }),
    patch: { name: 'Changed' },
    api: {
      create: (tenantId) => [
        '/api/page-types',
        { tenantId, name: 'Guide', slug: `guide-${next()}`, urlStructure: '/guides' },
      ],
      update: (id) => ['put', `/api/page-types/${id}`, { name: 'Changed' }],
      remove: (id) => `/api/page-types/${id}`,
    },
  },
  {
    slug: 'categories',
    one: 'Category',
    many: 'Categories',
    data: () => ({ name: 'Keys', slug: `keys-${next()}` }),
    patch: { name: 'Changed' },
    api: {
      create: (tenantId) => ['/api/categories', { tenantId, name: 'Keys', slug: `keys-${next()}` }],
      update: (id) => ['put', `/api/categories/${id}`, { name: 'Changed' }],
      remove: (id) => `/api/categories/${id}`,
    },
  },
  {
    slug: 'templates',
    one: 'Template',
    many: 'Templates',
    data: () => ({ name: `Template ${next()}`, urlPattern: '/t/plain' }),
    patch: { name: 'Changed' },
    api: {
      create: (tenantId) => [
        '/api/templates',
        { tenantId, name: `Template ${next()}`, urlPattern: '/t/plain' },
      ],
      update: (id) => ['put', `/api/templates/${id}`, { name: 'Changed' }],
      remove: (id) => `/api/templates/${id}`,
    },
  },
  {
    slug: 'snippets',
    one: 'Snippet',
    many: 'Snippets',
    data: () => ({ content: '<b>Buy</b>', name: 'CTA', tag: `cta-${next()}` }),
    patch: { name: 'Changed' },
    api: {
      create: (tenantId) => [
        '/api/snippets',
        { tenantId, content: '<b>Buy</b>', name: 'CTA', tag: `cta-${next()}` },
      ],
      update: (id) => ['put', `/api/snippets/${id}`, { name: 'Changed' }],
      remove: (id) => `/api/snippets/${id}`,
    },
  },
  {
    slug: 'header-menu-items',
    one: 'HeaderMenuItem',
    many: 'HeaderMenuItems',
    data: () => ({ label: 'Home', url: '/' }),
    patch: { label: 'Changed' },
    api: {
      create: (tenantId) => ['/api/header-menu-items', { tenantId, label: 'Home', url: '/' }],
      update: (id) => ['patch', `/api/header-menu-items/${id}`, { label: 'Changed' }],
      remove: (id) => `/api/header-menu-items/${id}`,
    },
  },
  {
    slug: 'footer-menu-items',
    one: 'FooterMenuItem',
    many: 'FooterMenuItems',
    data: () => ({ label: 'Privacy', url: '/privacy' }),
    patch: { label: 'Changed' },
    api: {
      create: (tenantId) => [
        '/api/footer-menu-items',
        { tenantId, label: 'Privacy', url: '/privacy' },
      ],
      update: (id) => ['patch', `/api/footer-menu-items/${id}`, { label: 'Changed' }],
      remove: (id) => `/api/footer-menu-items/${id}`,
    },
  },
  {
    slug: 'homepage-sections',
    one: 'HomepageSection',
    many: 'HomepageSections',
    data: () => ({ sectionType: 'blog_posts', title: 'Latest' }),
    patch: { title: 'Changed' },
    api: {
      create: (tenantId) => [
        '/api/homepage-sections',
        { tenantId, sectionType: 'blog_posts', title: 'Latest' },
      ],
      update: (id) => ['patch', `/api/homepage-sections/${id}`, { title: 'Changed' }],
      remove: (id) => `/api/homepage-sections/${id}`,
    },
  },
  {
    slug: 'panels',
    one: 'Panel',
    many: 'Panels',
    data: () => ({ content: '<p>Hi</p>', name: 'Top' }),
    patch: { name: 'Changed' },
    api: {
      create: (tenantId) => ['/api/panels', { tenantId, content: '<p>Hi</p>', name: 'Top' }],
      update: (id) => ['put', `/api/panels/${id}`, { name: 'Changed' }],
      remove: (id) => `/api/panels/${id}`,
    },
  },
  {
    slug: 'datasets',
    one: 'Dataset',
    many: 'Datasets',
    owner: 'tenants',
    data: () => ({ name: `Dataset ${next()}` }),
    patch: { notes: 'Changed' },
    api: {
      create: (tenantId) => ['/api/datasets', { name: `Dataset ${next()}`, tenantIds: [tenantId] }],
      update: (id) => ['patch', `/api/datasets/${id}`, { notes: 'Changed' }],
      remove: (id) => `/api/datasets/${id}`,
    },
  },
  {
    slug: 'dataset-fields',
    one: 'DatasetField',
    many: 'DatasetFields',
    owner: 'dataset',
    data: () => ({ name: `field${next()}` }),
    patch: { aiPrompt: 'Changed {field}' },
    api: {
      create: (_tenantId, datasetId) => [
        `/api/datasets/${datasetId}/fields`,
        { name: `f${next()}` },
      ],
      update: (id) => ['patch', `/api/fields/${id}`, { aiPrompt: 'Changed {field}' }],
      remove: (id) => `/api/fields/${id}`,
    },
  },
  {
    slug: 'dataset-records',
    one: 'DatasetRecord',
    many: 'DatasetRecords',
    owner: 'dataset',
    data: () => ({ data: { name: `Record ${next()}` } }),
    patch: { data: { name: 'Changed' } },
    api: {
      create: (_tenantId, datasetId) => [
        '/api/records',
        { datasetId, data: { name: `R${next()}` } },
      ],
      update: (id) => ['patch', `/api/records/${id}`, { data: { name: 'Changed' } }],
      remove: (id) => `/api/records/${id}`,
    },
  },
]
