import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { Page } from '../../payload-types'
import { accessAs } from '../common/accessAs'
import { editedFields } from './pageData'

type Args = {
  /** The page's own fields to change on its live copy. */
  data: Record<string, unknown>
  id: string
  payload: Payload
  /** Whose rules apply; none for the scheduler's own work. */
  user?: SessionUser
}

const SCHEDULE = ['publishAt', 'unpublishAt'] as const

/**
 * Changes fields of the live page (its own row) and keeps a pending draft pending. A save that is not
 * a draft publishes over the latest version, so it is given the live copy's fields, not the draft's;
 * the draft is then saved again on top, with the live page's schedule, so it stays the working copy
 * and publishing it later does not bring back a schedule that was changed meanwhile.
 */
/** A page's live copy (its own row) and its working copy (the draft when it has one). */
export const liveAndWorking = (payload: Payload, id: string, user?: SessionUser) => {
  const read = (draft: boolean) =>
    payload.findByID({
      collection: 'pages',
      depth: 0,
      draft,
      id,
      ...(user ? accessAs(user) : {}),
    }) as Promise<Page>
  return Promise.all([read(false), read(true)])
}

export const changeLivePage = async ({ data, id, payload, user }: Args) => {
  const access = user ? accessAs(user) : {}
  const [live, working] = await liveAndWorking(payload, id, user)
  const page = (await payload.update({
    collection: 'pages',
    data: { ...editedFields(live), ...data },
    depth: 0,
    id,
    ...access,
  })) as Page
  if (working._status === 'draft') {
    const schedule = Object.fromEntries(SCHEDULE.map((key) => [key, page[key] ?? null]))
    await payload.update({
      collection: 'pages',
      data: { ...editedFields(working), ...schedule, _status: 'draft' },
      depth: 0,
      draft: true,
      id,
      ...access,
    })
  }
  return page
}
