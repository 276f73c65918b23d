import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { fillPage } from '../../data/records/fillPages'
import type { FillCursor } from '../../data/records/fillPages'
import type { AiFillInput, FillEstimate } from '../../schemas/ai'
import { isEmptyValue } from './aiFields'
import { fillScope } from './fillScope'

type Args = { datasetId: string; input: AiFillInput; payload: Payload; user: SessionUser }

const PAGE = 1000

/**
 * POST /api/datasets/:id/ai-fill/estimate: what the same body would cost, nothing queued. A record
 * costs one AI call per field asked (generateValues asks the fields one after another): every chosen
 * field with `overwrite`, otherwise only its empty ones, so a record with nothing empty costs none.
 */
export const estimateFill = async ({
  datasetId,
  input,
  payload,
  user,
}: Args): Promise<FillEstimate> => {
  const { chosen, overwrite, recordIds, search, total } = await fillScope({
    datasetId,
    input,
    payload,
    requireAi: false,
    user,
  })
  if (overwrite || total === 0) return { calls: total * chosen.length, records: total }
  let calls = 0
  let after: FillCursor | null = null
  for (;;) {
    const rows = await fillPage({ after, datasetId, limit: PAGE, payload, recordIds, search })
    for (const row of rows) calls += chosen.filter((f) => isEmptyValue(row.data[f.name])).length
    if (rows.length < PAGE) break
    const last = rows[rows.length - 1]
    after = { createdAt: last.createdAt, id: last.id }
  }
  return { calls, records: total }
}
