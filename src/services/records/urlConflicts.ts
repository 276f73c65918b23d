import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { keyValue } from '../../data/recordKeys/keyValue'
import { slugHolders } from '../../data/recordKeys/slugOwners'
import { buildUrl, urlPlaceholders } from '../../render/urlPattern'
import type { RecordReply } from '../../schemas/records'
import { accessAs } from '../common/accessAs'

type UrlConflict = NonNullable<RecordReply['urlConflict']>

type Pattern = { urlPattern: string; fields: string[]; single: boolean }

/** The URL patterns of the templates that read the dataset, with the fields naming one record. */
const patternsOf = async (payload: Payload, datasetId: string, user: SessionUser) => {
  const { docs } = await payload.find({
    collection: 'templates',
    depth: 0,
    pagination: false,
    select: { urlPattern: true },
    where: { dataset: { equals: datasetId } },
    ...accessAs(user),
  })
  const byFields = new Map<string, Pattern>()
  for (const { urlPattern } of docs) {
    const fields = urlPlaceholders(urlPattern ?? '')
    if (!fields.length) continue
    // `{name}-vs-{name}` names two records: its URL is not one record's, so none is shown.
    const single = (urlPattern.match(/\{[^}]+\}/g) ?? []).length === fields.length
    const key = fields.join('\u0000')
    // One check per set of fields; a one-record page's URL is the one worth showing.
    if (!byFields.has(key) || (single && !byFields.get(key)!.single))
      byFields.set(key, { urlPattern, fields, single })
  }
  return [...byFields.values()]
}

/**
 * For each record, whether an older record's values give the same slugs for a template's URL
 * placeholders: that one owns the URL (the public site serves it there) and this record has no page
 * of its own until its value changes. The admin shows a warning on such records. Only the templates
 * that read the dataset count; without any, no record has a URL and none conflicts.
 */
export const withUrlConflicts = async ({
  datasetId,
  items,
  payload,
  user,
}: {
  datasetId: string
  items: RecordReply[]
  payload: Payload
  user: SessionUser
}): Promise<RecordReply[]> => {
  if (!items.length) return items
  const patterns = await patternsOf(payload, datasetId, user)
  if (!patterns.length) return items
  const slugs = new Map<string, string[]>()
  for (const { fields } of patterns)
    for (const field of fields)
      for (const item of items) {
        const slug = keyValue(item.data[field])
        if (slug) slugs.set(field, [...(slugs.get(field) ?? []), slug])
      }
  const holders = await slugHolders({ datasetId, payload, slugs })
  return items.map((item) => {
    for (const { fields, single, urlPattern } of patterns) {
      const values = fields.map((field) => keyValue(item.data[field]))
      if (values.some((v) => v === null)) continue
      const lists = fields.map((field, i) => holders.get(`${field}\u0000${values[i]}`) ?? [])
      // The owner: the first record, in index order, that holds every one of the slugs.
      const owner = lists[0].find((h) =>
        lists.every((list) => list.some((x) => x.record === h.record)),
      )
      if (owner && owner.record !== item.id) {
        const conflict: UrlConflict = {
          ownerId: owner.record,
          slug: (values as string[]).join('/'),
          url: single ? buildUrl(urlPattern, values as string[]) : null,
        }
        return { ...item, urlConflict: conflict }
      }
    }
    return item
  })
}
