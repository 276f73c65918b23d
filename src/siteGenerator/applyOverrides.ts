import type { CollectionConfig } from 'payload'

import { narrowAccess } from '../../collections/access/narrowAccess'
import type { AccessRules, CollectionOverrides } from './options'

type Hooks = NonNullable<CollectionConfig['hooks']>
type Operation = keyof AccessRules

const OPERATIONS: Operation[] = ['create', 'delete', 'read', 'update']

// A developer's hooks run after ours (ours keep the data valid), never instead of them.
const appendHooks = (ours: Hooks = {}, theirs: Hooks = {}): Hooks => {
  const merged: Record<string, unknown[]> = { ...(ours as Record<string, unknown[]>) }
  for (const [name, list] of Object.entries(theirs as Record<string, unknown[]>))
    merged[name] = [...(merged[name] ?? []), ...(list ?? [])]
  return merged as Hooks
}

// Every rule that is not ours is ANDed with ours: the result allows no more than we did.
const narrowed = (ours: CollectionConfig['access'] = {}, theirs: AccessRules = {}) => {
  const access = { ...ours }
  for (const operation of OPERATIONS) {
    const rule = theirs[operation]
    if (rule && rule !== ours[operation]) access[operation] = narrowAccess(ours[operation], rule)
  }
  return access
}

const fromObject = (
  collection: CollectionConfig,
  overrides: Exclude<CollectionOverrides, (c: CollectionConfig) => CollectionConfig>,
): CollectionConfig => {
  const { access, fields, hooks, ...rest } = overrides
  return {
    ...collection,
    ...rest,
    access: narrowed(collection.access, access as AccessRules | undefined),
    admin: { ...collection.admin, ...rest.admin },
    fields: fields ? fields({ defaultFields: collection.fields }) : collection.fields,
    hooks: appendHooks(collection.hooks, hooks),
  }
}

const fromFunction = (
  collection: CollectionConfig,
  override: (c: CollectionConfig) => CollectionConfig,
): CollectionConfig => {
  const next = override(collection)
  return { ...next, access: narrowed(collection.access, next.access as AccessRules | undefined) }
}

type Args = { access?: AccessRules; collection: CollectionConfig; overrides?: CollectionOverrides }

/**
 * One of our collections with a developer's overrides (Payload's plugin convention: a function of
 * the collection, or an object whose `fields` receives `defaultFields`) and access rules. Access
 * rules are ANDed with ours whichever way they come, so an override cannot loosen our tenant rules.
 */
export const applyOverrides = ({ access, collection, overrides }: Args): CollectionConfig => {
  const next =
    typeof overrides === 'function'
      ? fromFunction(collection, overrides)
      : overrides
        ? fromObject(collection, overrides)
        : collection
  if (next.slug !== collection.slug)
    throw new Error(
      `siteGenerator option collections.${collection.slug}.overrides: cannot change the slug`,
    )
  return { ...next, access: narrowed(next.access, access) }
}
