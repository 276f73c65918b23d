/**
 * The same bad input through the documented /api and through Payload's REST (/api/cms), for the
 * structure behind the pages: page types, categories, templates, homepage sections, snippets, tasks and
 * datasets (issue 11).
 * The rules live in the collections, so the second door cannot skip them.
 */
import type { Attempt } from '../support/sameRules'
import { create, expectSameRules, ground } from '../support/sameRules'

let serial = 0
/** The child of each root a cycle test makes. */
const childOf = new Map<string, string>()

const attempts: Attempt[] = [
  {
    name: 'a page type with a bad slug and no URL structure',
    collection: 'page-types',
    api: () => [
      'post',
      '/api/page-types',
      { tenantId: ground.tenantA, name: 'Guide', slug: 'Guide!' },
    ],
    cms: () => [
      'post',
      '/api/cms/page-types',
      { tenant: ground.tenantA, name: 'Guide', slug: 'guide' },
    ],
    message:
      'Either URL structure must be provided (starting with /) or category structure must be enabled',
  },
  {
    name: 'deleting a default page type',
    collection: 'page-types',
    target: () =>
      create('page-types', {
        isDefault: true,
        name: 'Blog',
        slug: `blog-${++serial}`,
        tenant: ground.tenantA,
        urlStructure: '/blog',
      }),
    api: (id) => ['delete', `/api/page-types/${id}`],
    cms: (id) => ['delete', `/api/cms/page-types/${id}`],
    message: 'Cannot delete default page type',
  },
  {
    name: 'deleting a category that has subcategories',
    collection: 'categories',
    target: async () => {
      const parent = await create('categories', {
        name: 'Music',
        slug: `music-${++serial}`,
        tenant: ground.tenantA,
      })
      await create('categories', {
        name: 'Keys',
        parentCategory: parent,
        slug: `keys-${serial}`,
        tenant: ground.tenantA,
      })
      return parent
    },
    api: (id) => ['delete', `/api/categories/${id}`],
    cms: (id) => ['delete', `/api/cms/categories/${id}`],
    message: 'You must delete all subcategories first.',
  },
  {
    name: 'a category made its own grandparent',
    collection: 'categories',
    target: async () => {
      const root = await create('categories', {
        name: 'Root',
        slug: `root-${++serial}`,
        tenant: ground.tenantA,
      })
      childOf.set(
        root,
        await create('categories', {
          name: 'Child',
          parentCategory: root,
          slug: `child-${serial}`,
          tenant: ground.tenantA,
        }),
      )
      return root
    },
    api: (root) => ['put', `/api/categories/${root}`, { parentCategoryId: childOf.get(root) }],
    cms: (root) => ['patch', `/api/cms/categories/${root}`, { parentCategory: childOf.get(root) }],
    message: 'A category cannot be its own parent or descendant',
  },
  {
    name: 'a template whose URL pattern names a field its dataset lacks',
    collection: 'templates',
    api: () => [
      'post',
      '/api/templates',
      {
        tenantId: ground.tenantA,
        name: 'T',
        datasetId: ground.datasetId,
        urlPattern: '/x/{colour}',
      },
    ],
    cms: () => [
      'post',
      '/api/cms/templates',
      { tenant: ground.tenantA, name: 'T', dataset: ground.datasetId, urlPattern: '/x/{colour}' },
    ],
    message: 'Unknown field {colour}: the dataset has name, price',
  },
  {
    name: 'a template showing 21 related pages',
    collection: 'templates',
    api: () => [
      'post',
      '/api/templates',
      { tenantId: ground.tenantA, name: 'T', urlPattern: '/x', relatedPagesCount: 21 },
    ],
    cms: () => [
      'post',
      '/api/cms/templates',
      { tenant: ground.tenantA, name: 'T', urlPattern: '/x', relatedPagesCount: 21 },
    ],
    message: 'Related pages count must be a whole number from 1 to 20',
  },
  {
    name: 'a homepage section showing no items',
    collection: 'homepage-sections',
    api: () => [
      'post',
      '/api/homepage-sections',
      { tenantId: ground.tenantA, sectionType: 'blog_posts', title: 'x', itemCount: 0 },
    ],
    cms: () => [
      'post',
      '/api/cms/homepage-sections',
      { tenant: ground.tenantA, sectionType: 'blog_posts', title: 'x', itemCount: 0 },
    ],
    message: 'Item count must be at least 1',
  },
  {
    name: 'a page type section without its page type',
    collection: 'homepage-sections',
    api: () => [
      'post',
      '/api/homepage-sections',
      { tenantId: ground.tenantA, sectionType: 'page_type', title: 'x' },
    ],
    cms: () => [
      'post',
      '/api/cms/homepage-sections',
      { tenant: ground.tenantA, sectionType: 'page_type', title: 'x' },
    ],
    message: 'Please select a page type',
  },
  {
    name: 'a snippet tag that would break #tag#',
    collection: 'snippets',
    api: () => [
      'post',
      '/api/snippets',
      { tenantId: ground.tenantA, name: 'x', tag: 'buy now#', content: 'x' },
    ],
    cms: () => [
      'post',
      '/api/cms/snippets',
      { tenant: ground.tenantA, name: 'x', tag: 'buy now#', content: 'x' },
    ],
    message: 'Tag must be letters, numbers, hyphens and underscores only',
  },
  {
    name: 'a task of an unknown priority',
    collection: 'tasks',
    api: () => ['post', '/api/tasks', { tenantId: ground.tenantA, title: 'x', priority: 'urgent' }],
    cms: () => [
      'post',
      '/api/cms/tasks',
      { tenant: ground.tenantA, title: 'x', priority: 'urgent' },
    ],
    message: 'Priority must be high, medium or low',
  },
  {
    name: 'a record with a field its dataset lacks',
    collection: 'dataset-records',
    api: () => [
      'post',
      '/api/records',
      { datasetId: ground.datasetId, data: { name: 'x', colour: 'red' } },
    ],
    cms: () => [
      'post',
      '/api/cms/dataset-records',
      { dataset: ground.datasetId, data: { name: 'x', colour: 'red' } },
    ],
    message: 'Unknown field',
  },
  {
    name: 'a number field given text',
    collection: 'dataset-records',
    api: () => [
      'post',
      '/api/records',
      { datasetId: ground.datasetId, data: { name: 'x', price: 'cheap' } },
    ],
    cms: () => [
      'post',
      '/api/cms/dataset-records',
      { dataset: ground.datasetId, data: { name: 'x', price: 'cheap' } },
    ],
    message: 'price must be a number',
  },
  {
    name: 'a field named so no record could hold it',
    collection: 'dataset-fields',
    api: () => ['post', '/api/fields', { datasetId: ground.datasetId, name: 'bad name' }],
    cms: () => ['post', '/api/cms/dataset-fields', { dataset: ground.datasetId, name: 'bad name' }],
    message: 'Field name may contain only letters, numbers, hyphens and underscores',
  },
  {
    name: 'a number field whose default is not a number',
    collection: 'dataset-fields',
    api: () => [
      'post',
      '/api/fields',
      { datasetId: ground.datasetId, name: `n${++serial}`, type: 'number', defaultValue: 'many' },
    ],
    cms: () => [
      'post',
      '/api/cms/dataset-fields',
      { dataset: ground.datasetId, name: `n${++serial}`, type: 'number', defaultValue: 'many' },
    ],
    message: 'Default value must be a number',
  },
]

expectSameRules(attempts)
