import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { Page, User } from '../../payload-types'
import type { PageReply, PageVersionReply, UpdatePageInput } from '../../schemas/pages'
import { refId } from '../../utilities/refId'
import { conflict, notFound } from '../errors'
import { accessAs } from '../common/accessAs'
import { extraData } from '../common/extraValues'
import { rethrowDuplicate } from '../common/rethrowDuplicate'
import { editedFields, toPageData } from './pageData'
import { pageService, servePage } from './pages'
import { dropDraftVersions } from '../../data/pageVersions'

type Base = { id: string; payload: Payload; user: SessionUser }

const DUPLICATE = 'A page with this slug already exists for this tenant'

/** What a version's one-line summary names, by field. */
const SUMMARY_NAMES: [keyof Page, string][] = [
  ['title', 'title'],
  ['slug', 'slug'],
  ['excerpt', 'excerpt'],
  ['content', 'content'],
  ['status', 'status'],
  ['seoTitle', 'SEO title'],
  ['seoDescription', 'SEO description'],
  ['featuredImage', 'featured image'],
  ['category', 'category'],
  ['pageType', 'page type'],
  ['featured', 'featured'],
  ['records', 'records'],
  ['publishAt', 'publish time'],
  ['unpublishAt', 'unpublish time'],
]

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The page's working copy (its draft when there is one) as this user may read it, or a 404. */
const workingCopy = async ({ id, payload, user }: Base) => {
  await pageService.find({ id, payload, user })
  return (await payload.findByID({
    collection: 'pages',
    depth: 0,
    draft: true,
    id,
    ...accessAs(user),
  })) as Page
}

const reply = async (page: Page, payload: Payload): Promise<PageReply> => ({
  ...(await servePage(page, payload)),
  hasUnpublishedChanges: page._status === 'draft',
})

const saveDraft = (base: Base, data: Record<string, unknown>) =>
  rethrowDuplicate(
    () =>
      base.payload.update({
        collection: 'pages',
        data: { ...data, _status: 'draft' },
        draft: true,
        id: base.id,
        ...accessAs(base.user),
      }),
    'slug',
    DUPLICATE,
  ) as Promise<Page>

/**
 * Drafts and history of pages (Payload's versions): a draft is saved beside the live page, which keeps
 * serving until the draft is published; every save is a version, the newest PAGE_VERSIONS_KEPT kept.
 */
export const pageDrafts = {
  /** The draft when there is one, else the live page. */
  get: async (base: Base) => reply(await workingCopy(base), base.payload),

  /** Saves changes as a draft: the live page, and what visitors see, stay as they are. */
  save: async (base: Base & { input: Omit<UpdatePageInput, 'tenantId'> }) => {
    await workingCopy(base)
    const data = {
      ...extraData(base.payload, 'pages', base.input),
      ...(await toPageData(base.input, base.payload.config)),
    }
    return reply(await saveDraft(base, data), base.payload)
  },

  /** The draft becomes the live page. */
  publish: async (base: Base) => {
    const draft = await workingCopy(base)
    if (draft._status !== 'draft') throw conflict('This page has no unpublished changes')
    const page = (await rethrowDuplicate(
      () =>
        base.payload.update({
          collection: 'pages',
          data: { ...editedFields(draft), _status: 'published' },
          id: base.id,
          ...accessAs(base.user),
        }),
      'slug',
      DUPLICATE,
    )) as Page
    return reply(page, base.payload)
  },

  /** Drops the draft: the versions saved since the page was last published go. */
  discard: async (base: Base) => {
    const draft = await workingCopy(base)
    if (draft._status !== 'draft') throw conflict('This page has no unpublished changes')
    await dropDraftVersions(base.payload, base.id)
    return reply(await workingCopy(base), base.payload)
  },

  /** Every kept version, newest first, with what changed from the one before. */
  versions: async (base: Base): Promise<PageVersionReply[]> => {
    await pageService.find(base)
    const { docs } = await base.payload.findVersions({
      collection: 'pages',
      depth: 1,
      limit: 0,
      pagination: false,
      sort: '-createdAt',
      where: { parent: { equals: base.id } },
      ...accessAs(base.user),
    })
    return docs.map((entry, index) => {
      const version = entry.version as Page
      const before = docs[index + 1]?.version as Page | undefined
      const changed = before
        ? SUMMARY_NAMES.filter(([key]) => !same(refValue(version[key]), refValue(before[key])))
        : []
      const status = version._status === 'published' ? 'published' : 'draft'
      return {
        id: String(entry.id),
        date: entry.createdAt,
        author:
          typeof version.editedBy === 'object' && version.editedBy
            ? ((version.editedBy as User).username ?? null)
            : null,
        status,
        summary: summaryOf(status, before ? changed.map(([, name]) => name) : null),
      }
    })
  },

  /** A version's fields become the page's draft; the live page stays until it is published. */
  restore: async (base: Base & { versionId: string }) => {
    await workingCopy(base)
    const version = await base.payload
      .findVersionByID({
        collection: 'pages',
        depth: 0,
        id: base.versionId,
        ...accessAs(base.user),
      })
      .catch(() => null)
    if (!version || refId(version.parent as never) !== base.id) {
      throw notFound('Version not found')
    }
    return reply(await saveDraft(base, editedFields(version.version as Page)), base.payload)
  },
}

/** A field's value to compare: relationships by id. */
const refValue = (value: unknown) => {
  if (Array.isArray(value)) return value.map((item) => refId(item as never))
  return value && typeof value === 'object' && 'id' in value ? refId(value as never) : value
}

const summaryOf = (status: 'draft' | 'published', changed: string[] | null) => {
  const verb = status === 'published' ? 'Published' : 'Draft saved'
  if (changed === null) return `${verb}: first kept version`
  if (changed.length === 0) return `${verb}: no field changed`
  const [first, ...rest] = changed
  const names = [first.charAt(0).toUpperCase() + first.slice(1), ...rest]
  return `${verb}: ${names.join(', ')} changed`
}
