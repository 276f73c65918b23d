import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizeEditorHtml as sanitize } from '../../src/html/sanitizeEditorHtml'

type Args = {
  /** Paths of the HTML values in the document, dotted for nested ones (`settings.content` in a JSON field). */
  fields: string[]
}

type Doc = Record<string, unknown>

const read = (doc: Doc | null | undefined, path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Doc)[key] : undefined),
    doc,
  )

/** A copy of `doc` with the value at `path` replaced (the caller's objects are left alone). */
const write = (doc: Doc, [key, ...rest]: string[], value: unknown): Doc => ({
  ...doc,
  [key]: rest.length ? write((doc[key] ?? {}) as Doc, rest, value) : value,
})

/**
 * HTML written by an editor is sanitized as it is saved (src/html/sanitizeEditorHtml.ts); an
 * administrator's stays as written (trusted, see docs/decisions/html-safety.md). Writes without a
 * user are the system's (seeding, migrations, jobs) and stay as they are too. A value the editor
 * sent back unchanged (an administrator's HTML, re-saved with the rest of the form) is not theirs
 * and is kept.
 */
export const sanitizeEditorHtml =
  ({ fields }: Args): CollectionBeforeChangeHook =>
  ({ data, originalDoc, req }) => {
    if (!req.user || req.user.role === 'admin' || !data) return data
    let result = data as Doc
    for (const field of fields) {
      const path = field.split('.')
      const value = read(result, path)
      if (typeof value === 'string' && value !== read(originalDoc, path))
        result = write(result, path, sanitize(value))
    }
    return result
  }
