import type { GlobalAfterChangeHook, Payload } from 'payload'

import { boundedCache } from '../../src/cache/boundedCache'
import { perPayload } from '../../src/cache/perPayload'
import type { StoredSettings } from './readSettings'
import { readSettings } from './readSettings'

/** How long a process goes on with settings another process changed (its own changes apply at once). */
const SETTINGS_TTL_MS = 2000

const store = perPayload(() =>
  boundedCache<Promise<StoredSettings>>({ maxEntries: 1, ttlMs: SETTINGS_TTL_MS }),
)

/**
 * The settings for work done on every request (is API access logging on?): one read every 2 seconds
 * at most per process, and none at all between. A failed read is not kept.
 */
export const cachedSettings = (payload: Payload): Promise<StoredSettings> => {
  const cache = store(payload)
  let entry = cache.get('settings')
  if (!entry) {
    entry = readSettings(payload)
    cache.set('settings', entry)
    entry.catch(() => cache.delete('settings'))
  }
  return entry
}

/** The global's afterChange: the process that saved the settings uses them from the next request. */
export const forgetCachedSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  store(req.payload).clear()
  return doc
}
