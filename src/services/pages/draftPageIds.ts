import type { Payload } from 'payload'

const CHUNK = 500

/**
 * Which of these pages have unpublished changes: a draft is their latest version. Read in chunks of
 * ids, selecting only the parent, so a long list costs a few small queries.
 */
export const draftPageIds = async (payload: Payload, ids: string[]): Promise<Set<string>> => {
  const found = new Set<string>()
  for (let start = 0; start < ids.length; start += CHUNK) {
    const { docs } = await payload.db.findVersions({
      collection: 'pages',
      limit: 0,
      pagination: false,
      select: { parent: true },
      where: {
        and: [
          { parent: { in: ids.slice(start, start + CHUNK) } },
          { latest: { equals: true } },
          { 'version._status': { equals: 'draft' } },
        ],
      },
    })
    for (const doc of docs) found.add(String(doc.parent))
  }
  return found
}
