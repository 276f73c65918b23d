import { documentCheck } from '../../hooks/documentCheck'

const time = (value: unknown) =>
  typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : null

/** A page scheduled both ways is published before it is unpublished. */
export const checkSchedule = documentCheck(({ changes, data, doc, fail }) => {
  if (!changes(['publishAt', 'unpublishAt'])) return data
  const publishAt = time(doc.publishAt)
  const unpublishAt = time(doc.unpublishAt)
  if (publishAt !== null && unpublishAt !== null && unpublishAt <= publishAt) {
    fail([{ message: 'Unpublish at must be after Publish at', path: 'unpublishAt' }])
  }
  return data
})
