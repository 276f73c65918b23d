import type { CollectionBeforeValidateHook } from 'payload'

import { slugify } from '../../../src/render/slugify'

/** A new page without a slug takes the spec's slug of its title, as the admin form does while typing. */
export const slugFromTitle: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || !data) return data
  const slug = typeof data.slug === 'string' ? data.slug.trim() : data.slug
  if (slug || typeof data.title !== 'string') return data
  return { ...data, slug: slugify(data.title) }
}
