import type { Payload, Where } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import { accessAs } from '../common/accessAs'
import { findDataset } from '../datasets/datasets'
import { invalid } from '../errors'
import { moveToTrash } from '../trash/moveToTrash'

/**
 * Moves records of one dataset to the trash at once (the Records dialog's Delete selected): all of
 * them or, when an id is not a record of that dataset, none. The collection's access and hooks apply
 * to each record, as to a move to the trash through Payload's REST.
 */
export const deleteRecords = async ({
  datasetId,
  ids,
  payload,
  user,
}: {
  datasetId: string
  ids: string[]
  payload: Payload
  user: SessionUser
}) => {
  await findDataset({ id: datasetId, payload, user })
  const where: Where = { and: [{ id: { in: ids } }, { dataset: { equals: datasetId } }] }
  const { docs } = await payload.find({
    collection: 'dataset-records',
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: {},
    where,
    ...accessAs(user),
  })
  const found = new Set(docs.map((doc) => String(doc.id)))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length)
    throw invalid(
      `Not records of this dataset: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}`,
      {
        ids: `${missing.length} of the ids are not records of this dataset`,
      },
    )
  return {
    deleted: await moveToTrash({ collection: 'dataset-records', payload, user, where }),
  }
}
