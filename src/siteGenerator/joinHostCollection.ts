import type { CollectionConfig, Field } from 'payload'

import { applyOverrides } from './applyOverrides'
import type { AccessRules } from './options'

/**
 * The host's collections that may share a slug with ours: an app made from Payload's templates has
 * its own `users` (its admin's auth collection) and `media`. Any other slug of ours in the host's
 * config stops the start naming it.
 */
export const JOINABLE_SLUGS = ['users', 'media']

const objectOf = <T>(value: T | boolean | undefined): Partial<T> =>
  value && typeof value === 'object' ? value : {}

const namesOf = (fields: Field[]) =>
  new Set(fields.flatMap((field) => ('name' in field ? [field.name] : [])))

type ImageSize = { name: string }
// The host's own image sizes are kept beside ours (ours win a shared name).
const imageSizes = (ours: ImageSize[] = [], theirs: ImageSize[] = []) => {
  const names = new Set(ours.map((size) => size.name))
  return [...ours, ...theirs.filter((size) => !names.has(size.name))]
}

/**
 * Our collection joined with the host's of the same slug: our fields, auth, upload, admin and
 * endpoints, with the host's fields we do not have (by name), its hooks run after ours, its access
 * rules ANDed with ours (they only narrow), and its other settings where we have none. The host's
 * documents stay in the same table: its users sign in through ours (docs/extending.md).
 */
export const joinHostCollection = (
  ours: CollectionConfig,
  host: CollectionConfig,
): CollectionConfig => {
  const taken = namesOf(ours.fields)
  const upload = ours.upload
    ? {
        ...objectOf(host.upload),
        ...objectOf(ours.upload),
        imageSizes: imageSizes(objectOf(ours.upload).imageSizes, objectOf(host.upload).imageSizes),
      }
    : host.upload
  return applyOverrides({
    collection: {
      ...host,
      ...ours,
      admin: { ...host.admin, ...ours.admin },
      auth: ours.auth ? { ...objectOf(host.auth), ...objectOf(ours.auth) } : host.auth,
      endpoints: [
        ...(Array.isArray(ours.endpoints) ? ours.endpoints : []),
        ...(Array.isArray(host.endpoints) ? host.endpoints : []),
      ],
      fields: [
        ...ours.fields,
        ...host.fields.filter((field) => !('name' in field) || !taken.has(field.name)),
      ],
      upload,
    },
    overrides: { access: host.access as AccessRules | undefined, hooks: host.hooks },
  })
}
