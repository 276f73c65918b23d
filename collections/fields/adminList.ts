import type { CollectionAdminOptions } from 'payload'

/**
 * How Payload's admin lists a collection: under `group`, with `columns` left to right, each document
 * named by its `title` field (its id when left out). Positional, so a collection says it in one line.
 */
export const adminList = (
  group: string,
  columns: string[],
  title?: string,
): CollectionAdminOptions => ({
  defaultColumns: columns,
  group,
  ...(title === undefined ? {} : { useAsTitle: title }),
})
