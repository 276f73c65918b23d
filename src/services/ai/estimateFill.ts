import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { countEmptyValues } from '../../data/records/fillPages'
import type { AiFillInput, FillEstimate } from '../../schemas/ai'
import { fillScope } from './fillScope'

type Args = { datasetId: string; input: AiFillInput; payload: Payload; user: SessionUser }

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
  const calls = await countEmptyValues({
    datasetId,
    fieldNames: chosen.map((field) => field.name),
    payload,
    recordIds,
    search,
  })
  return { calls, records: total }
}
