import type { CollectionSlug } from 'payload'

/** What a kind of trashed thing is, for the trash's calls (`/api/trash/:kind`). */
export type TrashKind = {
  collection: CollectionSlug
  /** 'Page' gives 'Page not found in the trash'. */
  label: string
  /** The field a trashed item is listed by. */
  title: string
  /** What one trash holds: a tenant's (one `tenant`, or among `tenants`) or a dataset's. */
  scope: 'dataset' | 'tenant' | 'tenants'
}

/** Every collection with a trash (`trash: true`), by the name its calls use. */
export const trashKinds = {
  pages: { collection: 'pages', label: 'Page', title: 'title', scope: 'tenant' },
  templates: { collection: 'templates', label: 'Template', title: 'name', scope: 'tenant' },
  snippets: { collection: 'snippets', label: 'Snippet', title: 'name', scope: 'tenant' },
  redirects: { collection: 'redirects', label: 'Redirect', title: 'fromPath', scope: 'tenant' },
  datasets: { collection: 'datasets', label: 'Dataset', title: 'name', scope: 'tenants' },
  records: { collection: 'dataset-records', label: 'Record', title: 'data', scope: 'dataset' },
} as const satisfies Record<string, TrashKind>

export type TrashKindName = keyof typeof trashKinds

export const TRASH_KIND_NAMES = Object.keys(trashKinds) as [TrashKindName, ...TrashKindName[]]
