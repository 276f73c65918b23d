'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId, useState } from 'react'

import type { DatasetReply } from '../../../src/schemas/datasets'

import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { FormDialog } from '../../ui/FormDialog'
import { DATASETS_KEY } from './cache'
import type { DatasetDialogProps } from './datasetDialog'

/** A dataset's notes: free text for the people who maintain it (PATCH /api/datasets/:id { notes }). */
export const NotesDialog = ({ dataset, onClose }: DatasetDialogProps) => {
  const queryClient = useQueryClient()
  const id = useId()
  const [notes, setNotes] = useState('')

  useEffect(() => {
    if (dataset) setNotes(dataset.notes ?? '')
  }, [dataset])

  const save = useMutation({
    mutationFn: (value: string) =>
      api<DatasetReply>(`/api/datasets/${dataset?.id}`, {
        body: { notes: value },
        method: 'PATCH',
      }),
    onError: (error) =>
      notifyError('Failed to update notes', errorMessage(error, 'The notes were not saved.')),
    onSuccess: async () => {
      notify({
        description: dataset?.name,
        title: 'Notes updated successfully',
      })
      await queryClient.invalidateQueries({
        exact: true,
        queryKey: DATASETS_KEY,
      })
      onClose()
    },
  })

  return (
    <FormDialog
      dirty={notes !== (dataset?.notes ?? '')}
      busy={save.isPending}
      busyLabel="Saving..."
      description={dataset ? `Notes for ${dataset.name}` : undefined}
      formId={id}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(notes)
      }}
      open={Boolean(dataset)}
      submitLabel="Save Notes"
      title="Dataset Notes"
    >
      <label className="tw:sr-only" htmlFor={`${id}-notes`}>
        Notes
      </label>
      <textarea
        className="sg-textarea"
        id={`${id}-notes`}
        onChange={(event) => setNotes(event.target.value)}
        placeholder="Sources, update rhythm, which templates use it..."
        rows={8}
        value={notes}
      />
    </FormDialog>
  )
}
