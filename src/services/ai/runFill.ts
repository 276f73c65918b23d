import type { DatasetField } from '../../payload-types'
import { isEmptyValue, promptFields } from './aiFields'
import { fillPage } from '../../data/records/fillPages'
import type { FillCursor, FillRow } from '../../data/records/fillPages'
import { generateValues } from './generateValues'
import { itemLanes, runPool } from './pool'
import { runDatasetJob } from './datasetJob'
import { isStopping } from '../../jobs/log/runLogged'
import type { Outcome } from '../../jobs/log/runLogged'
import { fillGeneratedValues } from './saveGenerated'
import type { AiRunDeps, FillRequestData } from './types'

const PAGE = 50

/** What `{field}` stands for in a fill: the primary value, else the first value in field order. */
const inputOf = (data: Record<string, unknown>, fields: DatasetField[]) => {
  const primary = fields.find((f) => f.isPrimary)
  const value =
    primary && !isEmptyValue(data[primary.name])
      ? data[primary.name]
      : fields.map((f) => data[f.name]).find((v) => !isEmptyValue(v))
  return value === undefined ? '' : String(value)
}

const withoutValues = (data: Record<string, unknown>, cleared: DatasetField[]) => ({
  ...data,
  ...Object.fromEntries(cleared.map((f) => [f.name, null])),
})

/**
 * The fill job: for each record in scope, asks the AI only for the chosen AI fields that are empty and
 * writes only into fields still empty when it saves; with `overwrite` it asks every chosen field again
 * and replaces the values. Pages are checkpointed in the log; a resumed fill
 * starts at the last finished page, and records of an unfinished page that were filled meanwhile have
 * nothing empty left, so they cost no AI call.
 */
export const runFill = (args: AiRunDeps & { logId: string }) =>
  runDatasetJob<FillRequestData>({
    ...args,
    body: async ({ datasetId, fields, log, request, writer }): Promise<Outcome> => {
      const { concurrency, payload, provider, signal } = args
      // The fields chosen when the run started that still have a prompt; older logs named every AI
      // field, so they fill what they always did.
      const aiFields = promptFields(fields).filter((f) => request.fields.includes(f.name))
      const overwrite = request.overwrite === true
      if (aiFields.length === 0)
        return {
          failure: new Error('This dataset no longer has fields with AI prompts'),
          summary: '',
        }
      const saved = writer.state.progress.cursor ?? null
      let after: FillCursor | null = saved ? { createdAt: saved.createdAt, id: saved.id } : null
      let processed = saved?.processed ?? 0
      let filled = 0
      let failure: Error | undefined
      writer.change({
        message:
          writer.state.status === 'in_progress' || log.resumedAt
            ? `Resumed at ${processed} of ${writer.state.totalItems}`
            : 'Started',
        processedItems: processed,
        status: 'in_progress',
      })

      const record = async (row: FillRow) => {
        const input = inputOf(row.data, fields)
        try {
          if (!overwrite && !aiFields.some((f) => isEmptyValue(row.data[f.name]))) {
            processed++
            return writer.change({ currentItem: input, processedItems: processed, quiet: true })
          }
          const { generated } = await generateValues({
            fields: aiFields,
            input,
            provider,
            signal,
            // Replacing: the chosen fields count as empty, so each is asked again.
            values: overwrite ? withoutValues(row.data, aiFields) : row.data,
          })
          await fillGeneratedValues({ fields, generated, overwrite, payload, recordId: row.id })
          processed++
          filled++
          writer.change({
            currentItem: input,
            message: `Filled "${input}"`,
            processedItems: processed,
            responses: [{ item: input, recordId: row.id, values: generated }],
          })
        } catch (error) {
          if (isStopping(error, signal)) return
          const text = error instanceof Error ? error.message : String(error)
          failure ??= new Error(`Filling "${input}" failed: ${text}`)
          writer.change({
            quiet: true,
            responses: [{ item: input, recordId: row.id, error: text }],
          })
        }
      }

      const shouldStop = () => !!failure || !!signal?.aborted
      while (!shouldStop()) {
        const rows = await fillPage({
          after,
          datasetId,
          limit: PAGE,
          payload,
          recordIds: request.recordIds,
          search: request.search,
        })
        if (rows.length === 0) break
        await runPool({
          concurrency: itemLanes(concurrency),
          items: rows,
          shouldStop,
          worker: record,
        })
        if (shouldStop()) break
        const last = rows[rows.length - 1]
        after = { createdAt: last.createdAt, id: last.id }
        writer.change({ cursor: { ...after, processed }, quiet: true })
      }
      if (failure) return { failure, summary: '' }
      if (signal?.aborted) return { stopped: true, summary: '' }
      return { summary: `Done: ${processed} records checked, ${filled} filled in this run` }
    },
  })
