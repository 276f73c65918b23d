import { isUuid } from '../../../src/utilities/isUuid'
import { refId } from '../../../src/utilities/refId'
import { documentCheck } from '../../hooks/documentCheck'

const MESSAGE = 'Every record in recordIds must exist'

/** The records a dataset page shows must all exist (records are shared between tenants, like datasets). */
export const checkRecords = documentCheck(async ({ changes, data, fail, req }) => {
  if (!Array.isArray(data.records) || !changes(['records'])) return data
  const ids = [...new Set((data.records as unknown[]).map((record) => refId(record as never)))]
  if (ids.length === 0) return data
  const found = ids.every(isUuid)
    ? (
        await req.payload.count({
          collection: 'dataset-records',
          overrideAccess: !req.user,
          req,
          where: { id: { in: ids } },
        })
      ).totalDocs
    : 0
  if (found !== ids.length) fail([{ message: MESSAGE, path: 'records' }])
  return data
})
