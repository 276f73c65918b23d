import type { CollectionConfig, ServerProps } from 'payload'
import React from 'react'

/** A collection's plural label in English (our collections name theirs as plain strings). */
const labelOf = (collection: CollectionConfig): string => {
  const plural: unknown = collection.labels?.plural
  if (typeof plural === 'string') return plural
  if (plural && typeof plural === 'object' && 'en' in plural && typeof plural.en === 'string')
    return plural.en
  return collection.slug
}

/**
 * Payload's own collection screens, for developers: one group, collapsed until opened, below the spec's
 * 13 sections (every collection is out of Payload's sidebar groups, see `config.ts`). Each link says it
 * is the collection, so no section name is listed twice. For administrators only, and only the
 * collections they may read.
 */
export const DeveloperLinks = ({ payload, permissions, user }: ServerProps) => {
  if (user?.role !== 'admin') return null
  const collections = payload.config.collections.filter(
    (collection) =>
      collection.admin?.hidden !== true &&
      typeof collection.admin?.hidden !== 'function' &&
      permissions?.collections?.[collection.slug]?.read,
  )
  if (collections.length === 0) return null
  const adminRoute = payload.config.routes.admin
  return (
    <details className="sg-dev-links tw:mb-2 tw:w-full" data-testid="developer-links">
      <summary className="tw:cursor-pointer tw:py-1 tw:text-sm tw:font-semibold">
        Payload collections (developers)
      </summary>
      <ul className="tw:m-0 tw:mt-1 tw:flex tw:list-none tw:flex-col tw:p-0">
        {collections.map((collection) => (
          <li key={collection.slug}>
            <a
              className="nav__link tw:min-h-6"
              href={`${adminRoute}/collections/${collection.slug}`}
            >
              <span className="nav__link-label">{labelOf(collection)} collection</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
