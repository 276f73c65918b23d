import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { notifyAdmin } from '../../SiteSettings/notifyAdmin'

// What a person changes about a dataset; its records and fields have screens (and AI runs) of their own.
const WATCHED = ['name', 'description', 'notes', 'status'] as const

type Doc = Record<string, unknown>

const byWhom = (req: PayloadRequest) => {
  const name = (req.user as { username?: string } | null)?.username
  return name ? ` by ${name}` : ''
}

const notify = (req: PayloadRequest, subject: string, lines: string[]) =>
  notifyAdmin({
    adminPath: '/admin/datasets',
    kind: 'datasetChanges',
    lines,
    payload: req.payload,
    subject,
  })

/** Settings → Notifications → Dataset changes: a dataset created, edited, moved to the trash or restored. */
export const notifyDatasetChange: CollectionAfterChangeHook = ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation === 'create') {
    notify(req, `Dataset created: ${doc.name}`, [
      `The dataset "${doc.name}" was created${byWhom(req)}.`,
      `Status: ${doc.status}`,
    ])
    return doc
  }
  const before = (previousDoc ?? {}) as Doc
  if (!doc.deletedAt !== !before.deletedAt) {
    notify(req, doc.deletedAt ? `Dataset deleted: ${doc.name}` : `Dataset restored: ${doc.name}`, [
      doc.deletedAt
        ? `The dataset "${doc.name}" was moved to the trash${byWhom(req)}: it can be restored from the Datasets screen until the trash is emptied.`
        : `The dataset "${doc.name}" was restored from the trash${byWhom(req)}.`,
    ])
    return doc
  }
  const changed = WATCHED.filter((field) => (before[field] ?? null) !== (doc[field] ?? null))
  if (changed.length > 0)
    notify(req, `Dataset changed: ${doc.name}`, [
      `The dataset "${doc.name}" was changed${byWhom(req)}.`,
      '',
      ...changed.map(
        (field) =>
          `${field}: ${String(before[field] ?? '(empty)')} → ${String(doc[field] ?? '(empty)')}`,
      ),
    ])
  return doc
}

/** Settings → Notifications → Dataset changes: a dataset deleted for good, with its fields and records. */
export const notifyDatasetDeleted: CollectionAfterDeleteHook = ({ doc, req }) => {
  notify(req, `Dataset deleted for good: ${doc.name}`, [
    `The dataset "${doc.name}" was deleted for good${byWhom(req)}, with its fields and records.`,
  ])
  return doc
}
