/**
 * The same bad input through the documented /api and through Payload's REST (/api/cms), for what a
 * visitor's browser meets: redirects, menu links, pages and a tenant's domain and branding (issue 11).
 * The rules live in the collections, so the second door cannot skip them.
 */
import type { Attempt } from '../support/sameRules'
import { create, expectSameRules, ground } from '../support/sameRules'

let serial = 0

const attempts: Attempt[] = [
  {
    name: 'a redirect to javascript:',
    collection: 'redirects',
    api: () => [
      'post',
      '/api/redirects',
      { tenantId: ground.tenantA, fromPath: `/go-${++serial}`, toUrl: 'javascript:alert(1)' },
    ],
    cms: () => [
      'post',
      '/api/cms/redirects',
      { tenant: ground.tenantA, fromPath: `/go-${++serial}`, toUrl: 'javascript:alert(1)' },
    ],
    message: 'To URL must be a path starting with / or an http(s) URL, without spaces',
  },
  {
    name: 'a redirect made to loop by changing one end',
    collection: 'redirects',
    target: () =>
      create('redirects', { fromPath: `/a-${++serial}`, tenant: ground.tenantA, toUrl: '/loop' }),
    api: (id) => ['put', `/api/redirects/${id}`, { fromPath: '/loop' }],
    cms: (id) => ['patch', `/api/cms/redirects/${id}`, { fromPath: '/loop' }],
    message: 'A redirect cannot point to its own path',
  },
  {
    name: 'a header menu link to javascript:',
    collection: 'header-menu-items',
    api: () => [
      'post',
      '/api/header-menu-items',
      { tenantId: ground.tenantA, label: 'x', url: 'java\tscript:alert(1)' },
    ],
    cms: () => [
      'post',
      '/api/cms/header-menu-items',
      { tenant: ground.tenantA, label: 'x', url: 'java\tscript:alert(1)' },
    ],
    message: 'URL must be a path such as /about or an http(s), mailto or tel link',
  },
  {
    name: 'a footer menu link changed to data:',
    collection: 'footer-menu-items',
    target: () =>
      create('footer-menu-items', { label: 'Privacy', tenant: ground.tenantA, url: '/privacy' }),
    api: (id) => [
      'patch',
      `/api/footer-menu-items/${id}`,
      { url: 'data:text/html,<script>alert(1)</script>' },
    ],
    cms: (id) => [
      'patch',
      `/api/cms/footer-menu-items/${id}`,
      { url: 'data:text/html,<script>alert(1)</script>' },
    ],
    message: 'URL must be a path such as /about or an http(s), mailto or tel link',
  },
  {
    name: 'a page slug with spaces and slashes',
    collection: 'pages',
    api: () => [
      'post',
      '/api/pages',
      { tenantId: ground.tenantA, title: 'Bad', slug: 'Bad Slug/x' },
    ],
    cms: () => [
      'post',
      '/api/cms/pages',
      { tenant: ground.tenantA, title: 'Bad', slug: 'Bad Slug/x' },
    ],
    message: 'Slug must be lowercase letters, numbers, and hyphens only',
  },
  {
    name: 'a featured image that is a script link',
    collection: 'pages',
    target: () =>
      create('pages', { slug: `page-${++serial}`, tenant: ground.tenantA, title: 'Page' }),
    api: (id) => ['put', `/api/pages/${id}`, { featuredImage: 'javascript:alert(1)' }],
    cms: (id) => ['patch', `/api/cms/pages/${id}`, { featuredImage: 'javascript:alert(1)' }],
    message:
      'Featured image must be an http or https URL, or the /media/ address of an uploaded image',
  },
  {
    name: 'a featured image alternative text over 1000 characters',
    collection: 'pages',
    target: () =>
      create('pages', { slug: `page-${++serial}`, tenant: ground.tenantA, title: 'Page' }),
    api: (id) => ['put', `/api/pages/${id}`, { featuredImageAlt: 'a'.repeat(1001) }],
    cms: (id) => ['patch', `/api/cms/pages/${id}`, { featuredImageAlt: 'a'.repeat(1001) }],
    message: 'Alternative text must be at most 1000 characters',
  },
  {
    name: "a page in another tenant's category",
    collection: 'pages',
    api: () => [
      'post',
      '/api/pages',
      { tenantId: ground.tenantA, title: `Page ${++serial}`, categoryId: ground.categoryB },
    ],
    cms: () => [
      'post',
      '/api/cms/pages',
      {
        tenant: ground.tenantA,
        title: `Page ${++serial}`,
        slug: `p-${serial}`,
        category: ground.categoryB,
      },
    ],
    message: 'Category belongs to another tenant',
  },
  {
    name: 'a page moved to another tenant',
    collection: 'pages',
    target: () =>
      create('pages', { slug: `page-${++serial}`, tenant: ground.tenantA, title: 'Page' }),
    api: (id) => ['put', `/api/pages/${id}`, { tenantId: ground.tenantB }],
    cms: (id) => ['patch', `/api/cms/pages/${id}`, { tenant: ground.tenantB }],
    message: 'A page cannot be moved to another tenant',
  },
  {
    name: 'a branding colour that closes the style element',
    collection: 'tenants',
    target: async () => ground.tenantA,
    api: (id) => [
      'patch',
      `/api/tenants/${id}`,
      { branding: { primaryColor: '</style><script>alert(1)</script>' } },
    ],
    cms: (id) => [
      'patch',
      `/api/cms/tenants/${id}`,
      { branding: { primaryColor: '</style><script>alert(1)</script>' } },
    ],
    message: 'Primary color must be a hex color like #1976D2',
  },
  {
    name: 'a domain with a scheme and a path',
    collection: 'tenants',
    api: () => ['post', '/api/tenants', { name: 'Bad', domain: 'http://bad.example/x' }],
    cms: () => ['post', '/api/cms/tenants', { name: 'Bad', domain: 'http://bad.example/x' }],
    message: 'Domain must be a host name like example.com',
  },
]

expectSameRules(attempts)
