import type { Payload } from 'payload'

import { readSettings } from '../../../collections/SiteSettings/readSettings'
import { startHourly } from '../common/hourly'
import { trashKinds } from './kinds'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes for good what has been in a trash longer than the settings' `trashRetentionDays`, through
 * the Local API so each collection's delete hooks run (a dataset takes its records and fields, a
 * record its URLs). Datasets go last: their records are purged with them. Answers what went, by kind.
 */
export const sweepTrash = async (payload: Payload, now = Date.now()) => {
  const { trashRetentionDays } = await readSettings(payload)
  const before = new Date(now - trashRetentionDays * DAY_MS).toISOString()
  const purged: Record<string, number> = {}
  for (const [name, kind] of Object.entries(trashKinds)) {
    const result = await payload.delete({
      collection: kind.collection,
      depth: 0,
      trash: true,
      where: { deletedAt: { less_than: before } },
    })
    if (result.docs.length) purged[name] = result.docs.length
    if (result.errors.length)
      payload.logger.error({ errors: result.errors, msg: `Emptying the ${name} trash failed` })
  }
  return purged
}

const sweepLogged = async (payload: Payload) => {
  try {
    const purged = await sweepTrash(payload)
    if (Object.keys(purged).length)
      payload.logger.info({ purged, msg: 'Deleted for good what stayed in the trash too long' })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Emptying the trash failed' })
  }
}

/**
 * At start and then every hour, each web process empties the trash of what is past its retention.
 * Several processes at once are harmless: a document already gone is not found again. Answers the
 * stop function.
 */
export const startTrashSweeps = (payload: Payload) => startHourly(() => sweepLogged(payload))
