'use client'
import { useQuery } from '@tanstack/react-query'
import React from 'react'

import type { ImportRunReply } from '../../../../src/schemas/imports'
import type { AiJob } from '../../../hooks/progressMessages'
import { Notice } from '../../../ui/Notice'
import { RowErrors } from './ImportPreview'

const n = (value: number) => value.toLocaleString('en-US')

type Props = { datasetId: string; job: AiJob | undefined; runId: string; total: number }

/** The running import: a progress bar fed by /ws/ai-progress, then the counts and row errors of its run. */
export const ImportProgress = ({ datasetId, job, runId, total }: Props) => {
  const finished = job?.status === 'completed' || job?.status === 'failed'
  const run = useQuery<ImportRunReply>({
    enabled: finished,
    queryKey: ['/api/datasets', datasetId, 'records/imports', runId],
  })
  const processed = job?.status === 'completed' ? (job.total ?? total) : (job?.processed ?? 0)
  const max = Math.max(job?.total || total, 1)
  const percent = Math.min(100, Math.round((processed / max) * 100))
  const result = run.data?.result ?? null
  return (
    <div className="tw:flex tw:flex-col tw:gap-3">
      <div
        aria-label="Import progress"
        aria-valuemax={max}
        aria-valuemin={0}
        aria-valuenow={processed}
        aria-valuetext={`${n(processed)} of ${n(max)} rows`}
        className="tw:h-3 tw:w-full tw:overflow-hidden tw:rounded-full tw:bg-elev-150"
        role="progressbar"
      >
        <div
          className={`tw:h-full tw:transition-[width] ${job?.status === 'failed' ? 'tw:bg-error-500' : job?.status === 'completed' ? 'tw:bg-success-500' : 'tw:bg-info'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="tw:m-0" data-testid="import-progress-text" role="status">
        {job?.message ?? 'Uploading the file...'}
      </p>
      {job?.status === 'failed' && <Notice>{job.error ?? 'The import failed.'}</Notice>}
      {result && (
        <p className="tw:m-0" data-testid="import-result">
          {n(result.created)} created, {n(result.updated)} updated, {n(result.skipped)} skipped,{' '}
          {n(result.failed)} failed.
        </p>
      )}
      {result && result.errors.length > 0 && (
        <RowErrors errors={result.errors} title="Rows not imported" />
      )}
    </div>
  )
}
