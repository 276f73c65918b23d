import type { Payload } from 'payload'

import { HttpError } from '../../http/HttpError'
import { assertExists } from '../common/assertExists'
import { assertTenantRef } from '../common/assertTenantRef'

type Refs = {
  categoryId?: string | null
  datasetId?: string | null
  pageTypeId?: string | null
  recordIds?: string[]
}

const assertRecordsExist = async (payload: Payload, recordIds: string[]) => {
  const ids = [...new Set(recordIds)]
  if (!ids.length) return
  const { totalDocs } = await payload.count({
    collection: 'dataset-records',
    where: { id: { in: ids } },
  })
  if (totalDocs !== ids.length) {
    const message = 'Every record in recordIds must exist'
    throw new HttpError(400, message, { recordIds: message })
  }
}

/**
 * Everything a page points at must exist; its page type and category must also be the page's tenant's.
 * Datasets and their records are shared between tenants (docs/data-model.md), so they only must exist.
 * Only the references present in the request are checked: an update re-checks what it changes.
 */
export const assertPageReferences = async (
  payload: Payload,
  tenantId: string,
  refs: Refs,
): Promise<void> => {
  await assertTenantRef({
    collection: 'page-types',
    field: 'pageTypeId',
    id: refs.pageTypeId,
    label: 'Page type',
    payload,
    tenantId,
  })
  await assertTenantRef({
    collection: 'categories',
    field: 'categoryId',
    id: refs.categoryId,
    label: 'Category',
    payload,
    tenantId,
  })
  await assertExists({
    collection: 'datasets',
    field: 'datasetId',
    id: refs.datasetId,
    label: 'Dataset',
    payload,
  })
  if (refs.recordIds) await assertRecordsExist(payload, refs.recordIds)
}
