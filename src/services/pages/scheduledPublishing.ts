import type { Payload } from 'payload'

import { settings } from '../../config/settings'
import { claimSchedulePage, dueSchedulePageIds } from '../../data/pageScheduleClaims'
import type { ScheduleField } from '../../data/pageScheduleClaims'
import { changeLivePage, liveAndWorking } from './changeLivePage'
import { editedFields } from './pageData'

/** How long a claimed page is out of the other processes' reach; a claimer that died lets go then. */
const LEASE_MS = 2 * 60 * 1000
/** Pages acted on per time and sweep; the next sweep goes on. */
const BATCH = 100

/**
 * At its Publish at time a page becomes published: its draft when it has one (as "Publish changes"
 * does), else its live copy with status published. The time is cleared.
 */
const publishNow = async (payload: Payload, id: string) => {
  const [live, working] = await liveAndWorking(payload, id)
  const from = working._status === 'draft' ? working : live
  await payload.update({
    collection: 'pages',
    data: {
      ...editedFields(from),
      status: 'published',
      publishAt: null,
      unpublishAt: live.unpublishAt ?? null,
      _status: 'published',
    },
    depth: 0,
    id,
  })
}

/** At its Unpublish at time a page goes back to draft (visitors no longer see it); a draft stays. */
const unpublishNow = (payload: Payload, id: string) =>
  changeLivePage({ data: { status: 'draft', unpublishAt: null }, id, payload })

const ACTIONS: [ScheduleField, (payload: Payload, id: string) => Promise<unknown>][] = [
  ['publishAt', publishNow],
  ['unpublishAt', unpublishNow],
]

/** Claims the page for this time and acts on it; false when another process had it. */
const actOn = async (payload: Payload, field: ScheduleField, id: string, now: number) => {
  const won = await claimSchedulePage(payload, {
    field,
    id,
    leaseUntil: new Date(now + LEASE_MS).toISOString(),
    now: new Date(now).toISOString(),
  })
  if (!won) return false
  const act = ACTIONS.find(([name]) => name === field)![1]
  await act(payload, id)
  return true
}

/**
 * Publishes and unpublishes the pages whose time has come (publishes first, so a page due both ways
 * ends unpublished). Changes go through the Local API, so the content version moves and every cache
 * of the site forgets the page. Answers how many pages this process acted on, by time.
 */
export const runPageSchedules = async (
  payload: Payload,
  { now = Date.now(), onlyId }: { now?: number; onlyId?: string } = {},
) => {
  const done = { published: 0, unpublished: 0 }
  for (const [field] of ACTIONS) {
    const ids = onlyId
      ? [onlyId]
      : await dueSchedulePageIds(payload, {
          field,
          limit: BATCH,
          now: new Date(now).toISOString(),
        })
    for (const id of ids) {
      try {
        if (await actOn(payload, field, id, now))
          done[field === 'publishAt' ? 'published' : 'unpublished'] += 1
      } catch (error) {
        // Left claimed: it is tried again once the lease is over.
        payload.logger.error({
          err: error,
          msg: `Scheduled ${field} of page ${id} failed`,
          pageId: id,
        })
      }
    }
  }
  return done
}

/**
 * Sweeps the schedule at start (what fell due while no process ran goes out at once) and then every
 * `pollMs` (PAGE_SCHEDULE_POLL_MS). Any number of processes may sweep one database: each page is
 * acted on by the one that claims it. Answers the stop function, which waits for a running sweep.
 */
export const startPageSchedules = (
  payload: Payload,
  { pollMs = settings().PAGE_SCHEDULE_POLL_MS }: { pollMs?: number } = {},
) => {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const sweep = () => {
    running = runPageSchedules(payload).then(
      (done) => {
        if (done.published || done.unpublished)
          payload.logger.info({ ...done, msg: 'Scheduled pages published or unpublished' })
      },
      (error) => payload.logger.error({ err: error, msg: 'The publishing schedule sweep failed' }),
    )
    return running
  }
  let timer: NodeJS.Timeout | undefined
  const next = () => {
    if (stopped) return
    timer = setTimeout(() => void sweep().finally(next), pollMs)
    timer.unref()
  }
  void sweep().finally(next)
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
