import { promptFields } from './aiFields'
import { liveDateFor } from './batchInputs'
import { recordsCreatedSince } from '../../data/records/existingValues'
import { generateValues } from './generateValues'
import { itemLanes, runPool } from './pool'
import { runDatasetJob } from './datasetJob'
import { isStopping } from '../../jobs/log/runLogged'
import type { Outcome } from '../../jobs/log/runLogged'
import { createGeneratedRecord, fillGeneratedValues } from './saveGenerated'
import type { AiRunDeps, BatchRequestData } from './types'

// Records a resumed batch may have saved are looked up from a little before the run started, which
// covers clocks of different processes disagreeing.
const CLOCK_MARGIN_MS = 60_000

/**
 * The batch job: one record per input with the target field set and every AI field asked, saved as
 * soon as its answers are in, items running concurrently. Resuming after a crash skips the inputs the
 * log marks done, and reuses (filling only what is empty) a record saved just before the crash whose
 * input was not yet marked, so no input gets two records.
 */
export const runBatch = (args: AiRunDeps & { logId: string }) =>
  runDatasetJob<BatchRequestData>({
    ...args,
    body: async ({ datasetId, fields, log, request, writer }): Promise<Outcome> => {
      const { concurrency, payload, provider, signal } = args
      const target = fields.find((f) => f.name === request.targetField)
      if (!target)
        return {
          failure: new Error(
            `The target field "${request.targetField}" is no longer in this dataset`,
          ),
          summary: '',
        }
      const aiFields = promptFields(fields).filter((f) => f.name !== target.name)
      const total = request.inputList.length
      const done = new Set(writer.state.progress.done ?? [])
      // Resumed after a crash (the log was left in progress) or by a user (POST .../resume).
      const resumed = writer.state.status === 'in_progress' || !!log.resumedAt
      writer.change({
        message: resumed
          ? `Resumed at ${done.size} of ${total}`
          : `Started: ${total} records to generate`,
        processedItems: done.size,
        status: 'in_progress',
        totalItems: total,
      })

      const since = new Date(
        Date.parse(log.startedAt ?? log.createdAt) - CLOCK_MARGIN_MS,
      ).toISOString()
      const saved = resumed
        ? await recordsCreatedSince({ datasetId, field: target.name, payload, since })
        : new Map<string, string>()
      let failure: Error | undefined

      const item = async (index: number) => {
        const input = request.inputList[index]
        try {
          const existingId = saved.get(input.toLowerCase())
          const existing = existingId
            ? await payload.findByID({
                collection: 'dataset-records',
                depth: 0,
                disableErrors: true,
                id: existingId,
              })
            : null
          const values = {
            ...((existing?.data as Record<string, unknown> | null) ?? {}),
            [target.name]: input,
          }
          const { generated, values: all } = await generateValues({
            fields: aiFields,
            input,
            provider,
            signal,
            values,
          })
          const recordId = existing
            ? (await fillGeneratedValues({
                fields,
                generated,
                payload,
                recordId: String(existing.id),
              }),
              String(existing.id))
            : await createGeneratedRecord({
                datasetId,
                fields,
                liveDate: liveDateFor({
                  count: total,
                  index,
                  start: request.startAt,
                  weeks: request.weeksToDistribute,
                }),
                payload,
                values: all,
              })
          done.add(index)
          writer.change({
            currentItem: input,
            done: [...done],
            message: `Generated "${input}" (${done.size} of ${total})`,
            processedItems: done.size,
            responses: [{ item: input, recordId, values: generated }],
          })
        } catch (error) {
          if (isStopping(error, signal)) return
          const text = error instanceof Error ? error.message : String(error)
          failure ??= new Error(`Generating "${input}" failed: ${text}`)
          writer.change({ quiet: true, responses: [{ item: input, error: text }] })
        }
      }

      await runPool({
        concurrency: itemLanes(concurrency),
        items: [...request.inputList.keys()].filter((i) => !done.has(i)),
        shouldStop: () => !!failure || !!signal?.aborted,
        worker: item,
      })
      if (failure) return { failure, summary: '' }
      if (done.size < total) return { stopped: true, summary: '' }
      return { summary: `Done: ${total} record${total === 1 ? '' : 's'} generated` }
    },
  })
