import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { selectRows } from './drizzle'

/** One trivial query: whether the database answers (the readiness check, `/healthz`). */
export const pingDatabase = async (payload: Payload): Promise<void> => {
  await selectRows(payload, sql`select 1 as ok`)
}
