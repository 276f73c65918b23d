/** Page versions (drafts and history) read and changed below the Local API. */
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

/**
 * Drops a page's draft: the versions saved since its last published one go, and that one is the
 * latest again (so the next draft starts from the live page). Without a published version (a page
 * from before versions) every version goes: the page's own row is the live copy.
 */
export const dropDraftVersions = async (payload: Payload, pageId: string): Promise<void> => {
  const { docs } = await payload.db.findVersions({
    collection: 'pages',
    limit: 0,
    pagination: false,
    sort: '-createdAt',
    where: { parent: { equals: pageId } },
  })
  const firstPublished = docs.findIndex((version) => version.version._status === 'published')
  const drafts = firstPublished === -1 ? docs : docs.slice(0, firstPublished)
  await payload.db.deleteVersions({
    collection: 'pages',
    where: { id: { in: drafts.map((version) => version.id) } },
  })
  const live = docs[firstPublished]
  if (live) {
    await payload.db.updateVersion({
      collection: 'pages',
      id: live.id,
      versionData: { ...live, latest: true } as never,
    })
  }
}
