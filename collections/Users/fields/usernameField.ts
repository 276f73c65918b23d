import type { FieldHook, PayloadRequest, TextField, Validate } from 'payload'
import { username as payloadUsernameRule } from 'payload/shared'

import { hasHiddenCharacters, nameSkeleton, normalizeUserName } from '../../../src/schemas/names'

const HIDDEN_MESSAGE =
  'A username cannot hold invisible or control characters, nor spaces other than a plain space'
const LOOKALIKE_MESSAGE =
  "This username looks like another user's: choose one that is clearly different"

const normalize: FieldHook = ({ value }) =>
  typeof value === 'string' ? normalizeUserName(value) : value

/** Whether another user's name has the same skeleton (users are few: a console's accounts). */
const looksLikeAnother = async (value: string, req: PayloadRequest, id?: number | string) => {
  const { docs } = await req.payload.find({
    collection: 'users',
    depth: 0,
    pagination: false,
    req,
    select: { username: true },
    where: id === undefined ? {} : { id: { not_equals: id } },
  })
  const skeleton = nameSkeleton(value)
  return docs.some((doc) => doc.username && nameSkeleton(doc.username) === skeleton)
}

const validate: Validate<string> = async (value, options) => {
  const base = payloadUsernameRule(value, options as never)
  if (base !== true) return base
  // A name already stored is left as it is (the account screen sends it back on every save).
  if (typeof value !== 'string' || !value || value === options.previousValue) return true
  if (hasHiddenCharacters(value)) return HIDDEN_MESSAGE
  if (await looksLikeAnother(value, options.req, options.id)) return LOOKALIKE_MESSAGE
  return true
}

/**
 * Payload's `username` (merged into its own auth field, which keeps lower-casing it): kept in NFKC,
 * refused with an invisible or control character in it, or when it looks like another user's name
 * (src/schemas/names.ts), so nobody can pass as `admin` with a zero-width space or a Cyrillic `а`.
 */
export const usernameField = {
  name: 'username',
  type: 'text',
  hooks: { beforeValidate: [normalize] },
  validate,
} as TextField
