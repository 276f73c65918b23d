'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId, useState } from 'react'

import type { DatasetReply } from '../../../endpoints/schemas/datasets'

import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { Dialog } from '../../ui/Dialog'
import { DATASETS_KEY } from './cache'

/** A dataset's notes: free text for the people who maintain it (PATCH /api/datasets/:id { notes }). */
export const NotesDialog = ({
  dataset,
  onClose,
}: {
  dataset: DatasetReply | null
  onClose: () => void
}) => {
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

  const close = () => {
    if (!save.isPending) onClose()
  }

  return (
    <Dialog
      description={dataset ? `Notes for ${dataset.name}` : undefined}
      footer={
        <>
          <Button
            buttonStyle="secondary"
            disabled={save.isPending}
            margin={false}
            onClick={close}
            size="medium"
          >
            Cancel
          </Button>
          <Button
            disabled={save.isPending}
            extraButtonProps={{ form: id }}
            margin={false}
            size="medium"
            type="submit"
          >
            {save.isPending ? 'Saving...' : 'Save Notes'}
          </Button>
        </>
      }
      onClose={close}
      open={Boolean(dataset)}
      title="Dataset Notes"
    >
      <form
        id={id}
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate(notes)
        }}
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
      </form>
    </Dialog>
  )
}
