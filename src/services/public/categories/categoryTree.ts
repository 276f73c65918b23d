import type { Payload } from 'payload'

import { refId } from '../../../utilities/refId'
import { cachedTenantDocs } from '../tenants/tenantCache'

export type PublicCategory = {
  id: string
  name: string
  slug: string
  description: string | null
  parentId: string | null
  browsable: boolean
  order: number
  /** Slugs from the root down, joined by '/': 'instruments/strings'. */
  slugPath: string
  /** The browse page: '/category/instruments/strings'. */
  path: string
  /** Root first, this category last. */
  chain: PublicCategory[]
  updatedAt: string | null
}

export type CategoryTree = {
  byId: Map<string, PublicCategory>
  bySlugPath: Map<string, PublicCategory>
  /** Children by parent id ('' for roots), by order then name (spec 2.7). */
  children: Map<string, PublicCategory[]>
}

type Row = {
  id: string
  name: string
  slug: string
  description?: string | null
  parentCategory?: unknown
  browsable?: boolean | null
  order?: number | null
  updatedAt?: string | null
}

/**
 * Paths come from the parent links rather than the stored breadcrumbs: a moved or renamed parent is
 * right at once, and a broken link (a cycle, a missing parent) cannot loop.
 */
const buildTree = (rows: Row[]): CategoryTree => {
  const raw = new Map(rows.map((row) => [String(row.id), row]))
  const byId = new Map<string, PublicCategory>()
  const resolve = (id: string, seen: Set<string>): PublicCategory | undefined => {
    const done = byId.get(id)
    if (done) return done
    const row = raw.get(id)
    if (!row || seen.has(id)) return undefined
    seen.add(id)
    const parentId = refId(row.parentCategory as string | null)
    const parent = parentId ? resolve(parentId, seen) : undefined
    const slugPath = parent ? `${parent.slugPath}/${row.slug}` : row.slug
    const category: PublicCategory = {
      id,
      name: row.name,
      slug: row.slug,
      description: row.description ?? null,
      parentId: parent ? parent.id : null,
      browsable: Boolean(row.browsable),
      order: row.order ?? 0,
      slugPath,
      path: `/category/${slugPath}`,
      chain: [],
      updatedAt: row.updatedAt ?? null,
    }
    category.chain = [...(parent?.chain ?? []), category]
    byId.set(id, category)
    return category
  }
  for (const id of raw.keys()) resolve(id, new Set())
  const children = new Map<string, PublicCategory[]>()
  for (const category of byId.values()) {
    const key = category.parentId ?? ''
    children.set(key, [...(children.get(key) ?? []), category])
  }
  for (const list of children.values())
    list.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
  return { byId, bySlugPath: new Map([...byId.values()].map((c) => [c.slugPath, c])), children }
}

export const categoryTreeOf = (payload: Payload, tenantId: string): Promise<CategoryTree> =>
  cachedTenantDocs(payload, tenantId, {
    collection: 'categories',
    select: {
      browsable: true,
      description: true,
      name: true,
      order: true,
      parentCategory: true,
      slug: true,
      updatedAt: true,
    },
    map: (docs) => buildTree(docs as Row[]),
  })
