'use client'
import { Button } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import React, { useEffect, useState } from 'react'

import type { DatasetReply } from '../../../../src/schemas/datasets'
import type { DryRunReply } from '../../../../src/schemas/imports'
import { useAiProgress } from '../../../hooks/useAiProgress'
import { apiUpload, errorMessage } from '../../../lib/api'
import { notify, notifyError } from '../../../lib/toast'
import { CancelButton } from '../../../ui/CancelButton'
import type { OpenDialogProps } from '../../../ui/Dialog'
import { Dialog } from '../../../ui/Dialog'
import { ImportChoose } from './ImportChoose'
import type { ImportOptions } from './ImportChoose'
import { ImportPreview } from './ImportPreview'
import { ImportProgress } from './ImportProgress'

type Props = OpenDialogProps & { dataset: DatasetReply }
type Started = { logId: string; message: string; rows: number }

const DEFAULTS: ImportOptions = { onDuplicate: 'skip', weeks: '0' }

const weeksProblem = (weeks: string) => {
  const value = Number(weeks || 0)
  if (!Number.isInteger(value)) return 'Weeks must be a whole number'
  if (value < 0) return 'Weeks must be 0 or more'
  return value > 52 ? 'Cannot exceed 52 weeks' : undefined
}

/**
 * Import Records: choose a CSV file, see the dry run (mapping, the first rows as stored, errors),
 * confirm, then watch the import's progress bar until it ends with its counts.
 */
export const ImportRecordsDialog = ({ dataset, onClose, open }: Props) => {
  const [file, setFile] = useState<File | null>(null)
  const [options, setOptions] = useState<ImportOptions>(DEFAULTS)
  const [checked, setChecked] = useState<DryRunReply | null>(null)
  const [started, setStarted] = useState<Started | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const { jobs, track } = useAiProgress()

  useEffect(() => {
    if (open) return
    setFile(null)
    setOptions(DEFAULTS)
    setChecked(null)
    setStarted(null)
    setFileError(undefined)
  }, [open])

  const url = (dryRun: boolean) =>
    `/api/datasets/${dataset.id}/records/import?dryRun=${dryRun}&onDuplicate=${options.onDuplicate}&weeksToDistribute=${Number(options.weeks || 0)}`

  const dryRun = useMutation({
    mutationFn: (chosen: File) => apiUpload<DryRunReply>(url(true), chosen),
    onError: (error) => setFileError(errorMessage(error, 'The file could not be read.')),
    onSuccess: setChecked,
  })
  const run = useMutation({
    mutationFn: (chosen: File) => apiUpload<Started>(url(false), chosen),
    onError: (error) =>
      notifyError('Import failed', errorMessage(error, 'The import did not start.')),
    onSuccess: (reply) => {
      setStarted(reply)
      track(reply.logId, {
        datasetId: dataset.id,
        datasetName: dataset.name,
        message: reply.message,
        operation: 'csv_import',
        total: reply.rows,
      })
      notify({ description: reply.message, title: 'Import started' })
    },
  })

  const weeksError = weeksProblem(options.weeks)
  const job = started ? jobs.find((j) => j.logId === started.logId) : undefined
  const finished = job?.status === 'completed' || job?.status === 'failed'
  const check = () => {
    if (!file) return setFileError('Choose a CSV file')
    setFileError(undefined)
    if (!weeksError) dryRun.mutate(file)
  }

  const footer = started ? (
    <Button disabled={!finished} margin={false} onClick={onClose} size="medium">
      {finished ? 'Done' : 'Importing...'}
    </Button>
  ) : checked ? (
    <>
      <Button buttonStyle="secondary" margin={false} onClick={() => setChecked(null)} size="medium">
        Back
      </Button>
      <Button
        disabled={run.isPending || checked.valid === 0}
        margin={false}
        onClick={() => file && run.mutate(file)}
        size="medium"
      >
        {run.isPending ? 'Uploading...' : `Import ${checked.valid.toLocaleString('en-US')} rows`}
      </Button>
    </>
  ) : (
    <>
      <CancelButton disabled={dryRun.isPending} onClick={onClose} />
      <Button disabled={dryRun.isPending} margin={false} onClick={check} size="medium">
        {dryRun.isPending ? 'Checking...' : 'Check file'}
      </Button>
    </>
  )

  return (
    <Dialog
      description={`Add records to ${dataset.name} from a CSV file`}
      footer={footer}
      onClose={onClose}
      open={open}
      size="xl"
      title="Import Records"
    >
      {started ? (
        <ImportProgress
          datasetId={dataset.id}
          job={job}
          runId={started.logId}
          total={started.rows}
        />
      ) : checked ? (
        <ImportPreview dryRun={checked} />
      ) : (
        <ImportChoose
          file={file}
          fileError={fileError}
          onFile={(chosen) => {
            setFile(chosen)
            setFileError(undefined)
          }}
          onOptions={setOptions}
          options={options}
          weeksError={weeksError}
        />
      )}
    </Dialog>
  )
}
