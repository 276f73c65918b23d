import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { PageScheduleInput } from '../../schemas/pages'
import { changeLivePage } from './changeLivePage'
import { pageService } from './pages'
import { runPageSchedules } from './scheduledPublishing'

type Args = { id: string; input: PageScheduleInput; payload: Payload; user: SessionUser }

const utc = (value: string | null) => (value === null ? null : new Date(value).toISOString())

/**
 * Sets or clears a page's Publish at and Unpublish at. The schedule belongs to the live page (its own
 * row), so it takes effect at once and a pending draft stays pending (docs/decisions/page-schedule.md).
 * The save goes through the collection as this user, so its rules (tenant, order of the two times)
 * apply as at every door. A time already come is acted on at once.
 */
export const schedulePage = async ({ id, input, payload, user }: Args) => {
  await pageService.find({ id, payload, user })
  const data: Record<string, string | null> = {}
  if (input.publishAt !== undefined) data.publishAt = utc(input.publishAt)
  if (input.unpublishAt !== undefined) data.unpublishAt = utc(input.unpublishAt)
  if (Object.keys(data).length > 0) {
    const page = await changeLivePage({ data, id, payload, user })
    const now = Date.now()
    const due = [page.publishAt, page.unpublishAt].some(
      (time) => time && new Date(time).getTime() <= now,
    )
    if (due) await runPageSchedules(payload, { now, onlyId: id })
  }
  return pageService.get({ id, payload, user })
}
