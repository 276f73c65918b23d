'use client'
import { useQuery } from '@tanstack/react-query'
import React from 'react'

import type { DatasetReply } from '../../../../src/schemas/datasets'
import type { ImportRunReply } from '../../../../src/schemas/imports'
import { formatDateTime, formatNumber, plural } from '../../../lib/format'
import { Dialog } from '../../../ui/Dialog'
import { QueryState } from '../../../ui/QueryState'
import { Table } from '../../../ui/Table'
import { AiStatusBadge } from '../../aiLogs/AiStatusBadge'
import { RowErrorList } from './ImportPreview'

type Props = { dataset: DatasetReply; onClose: () => void; open: boolean }

const importsKey = (datasetId: string) => ['/api/datasets', datasetId, 'records/imports']

const seconds = (ms: null | number) => (ms === null ? '' : `${(ms / 1000).toFixed(1)} s`)

const outcome = (run: ImportRunReply) => {
  if (run.result) {
    const { created, failed, skipped, updated } = run.result
    return `${formatNumber(created)} created, ${formatNumber(updated)} updated, ${formatNumber(skipped)} skipped, ${formatNumber(failed)} failed`
  }
  if (run.status === 'failed') return run.errorMessage ?? 'Failed'
  return `${formatNumber(run.processedRows ?? 0)} of ${formatNumber(run.rows ?? 0)} rows`
}

const RunErrors = ({ run }: { run: ImportRunReply }) => {
  const errors = run.result?.errors ?? []
  if (!errors.length) return null
  return (
    <details className="tw:mt-1 tw:text-sm">
      <summary className="tw:cursor-pointer">
        {errors.length >= 100
          ? 'The first 100 row errors'
          : plural(errors.length, 'row error', 'row errors')}
      </summary>
      <RowErrorList className="tw:max-h-40" errors={errors} />
    </details>
  )
}

/**
 * Import History: the dataset's CSV imports, newest first, from their own log (import-runs): when, by
 * whom, the file's rows and options, the status, and once ended the counts and the rows not imported.
 */
export const ImportHistoryDialog = ({ dataset, onClose, open }: Props) => {
  const runs = useQuery<ImportRunReply[]>({
    enabled: open,
    queryKey: importsKey(dataset.id),
    // Read afresh each time it opens: an import may have started or ended since.
    staleTime: 0,
  })
  return (
    <Dialog
      description={`The CSV imports into ${dataset.name}, newest first`}
      onClose={onClose}
      open={open}
      size="xl"
      title="Import History"
    >
      <QueryState empty="No imports yet." loadingLabel="Loading imports..." query={runs}>
        {(list) => (
          <Table
            columns={['Started', 'By', 'Rows', 'Options', 'Status', 'Result', 'Time']}
            label="Imports"
          >
            {list.map((run) => (
              <tr data-testid="import-run" key={run.id}>
                <td className="tw:whitespace-nowrap">{formatDateTime(run.startedAt)}</td>
                <td>{run.startedBy ?? ''}</td>
                <td>{formatNumber(run.rows ?? 0)}</td>
                <td className="tw:text-sm">
                  {run.onDuplicate === 'update' ? 'Update duplicates' : 'Skip duplicates'}
                  {run.weeksToDistribute ? `, over ${run.weeksToDistribute} weeks` : ''}
                </td>
                <td>
                  <AiStatusBadge status={run.status} />
                </td>
                <td>
                  {outcome(run)}
                  <RunErrors run={run} />
                </td>
                <td className="tw:whitespace-nowrap">{seconds(run.duration)}</td>
              </tr>
            ))}
          </Table>
        )}
      </QueryState>
    </Dialog>
  )
}
