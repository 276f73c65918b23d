import type { Payload } from 'payload'

import type { SessionUser } from '../../auth/sessions'
import type { ImportRun } from '../../payload-types'
import type { ImportRunReply, ImportRunsQuery } from '../../schemas/imports'
import { refId } from '../../utilities/refId'
import { findOr404 } from '../common/findOr404'
import { findVisible } from '../common/findVisible'
import { findDataset } from '../datasets/datasets'
import { notFound } from '../errors'
import type { ImportRequestData } from './types'

type Base = { datasetId: string; payload: Payload; user: SessionUser }

const serializeImportRun = (run: ImportRun): ImportRunReply => {
  const request = (run.requestData ?? {}) as Partial<ImportRequestData>
  const [result] = Array.isArray(run.responses) ? run.responses : []
  return {
    id: String(run.id),
    datasetId: refId(run.dataset),
    status: run.status ?? null,
    rows: run.totalItems ?? null,
    processedRows: run.processedItems ?? null,
    currentItem: run.currentItem ?? null,
    onDuplicate: request.onDuplicate ?? null,
    weeksToDistribute: request.weeksToDistribute ?? null,
    startedBy: run.startedBy ?? null,
    startedAt: run.startedAt ?? null,
    completedAt: run.completedAt ?? null,
    duration: run.duration ?? null,
    errorMessage: run.errorMessage ?? null,
    result: (result as ImportRunReply['result']) ?? null,
  }
}

/**
 * GET /api/datasets/:id/records/imports: the dataset's imports, newest first. Whoever may read the
 * dataset reads its imports (the collection's access says the same at Payload's doors).
 */
export const listImportRuns = async ({ query, ...base }: Base & { query: ImportRunsQuery }) => {
  await findDataset({ id: base.datasetId, payload: base.payload, user: base.user })
  const runs = await findVisible({
    collection: 'import-runs',
    limit: query.limit,
    payload: base.payload,
    sort: ['-startedAt', '-createdAt'],
    user: base.user,
    where: { dataset: { equals: base.datasetId } },
  })
  return runs.map(serializeImportRun)
}

/** GET /api/datasets/:id/records/imports/:runId: one import of the dataset, with its counts and row errors. */
export const getImportRun = async ({ runId, ...base }: Base & { runId: string }) => {
  await findDataset({ id: base.datasetId, payload: base.payload, user: base.user })
  const run = await findOr404({
    collection: 'import-runs',
    id: runId,
    label: 'Import',
    payload: base.payload,
    user: base.user,
  })
  if (refId(run.dataset) !== base.datasetId) throw notFound('Import not found')
  return serializeImportRun(run)
}
