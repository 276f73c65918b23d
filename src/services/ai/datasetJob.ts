import type { LogWriter } from '../../jobs/progress/logWriter'
import type { AiLog, DatasetField } from '../../payload-types'
import { refId } from '../../utilities/refId'
import { findFields } from '../fields/fields'
import { runLogged } from '../../jobs/log/runLogged'
import type { Outcome } from '../../jobs/log/runLogged'
import type { AiRunDeps } from './types'

type Job<R> = {
  datasetId: string
  /** The dataset's fields as the run starts. */
  fields: DatasetField[]
  log: AiLog
  /** What the user asked for, as the log keeps it. */
  request: R
  writer: LogWriter
}

/**
 * `runLogged` for an AI job on one dataset (a batch, a fill): the body receives the log's request, the
 * dataset and its fields. A dataset deleted while the job waited fails the run with a clear message.
 */
export const runDatasetJob = <R>({
  body,
  ...args
}: AiRunDeps & { body: (job: Job<R>) => Promise<Outcome>; logId: string }) =>
  runLogged<AiLog>({
    ...args,
    kind: { log: 'ai-logs' },
    body: async (writer, log) => {
      const datasetId = refId(log.dataset)
      if (!datasetId) return { failure: new Error('The dataset was deleted'), summary: '' }
      const fields = await findFields(args.payload, datasetId)
      return body({ datasetId, fields, log, request: log.requestData as R, writer })
    },
  })
