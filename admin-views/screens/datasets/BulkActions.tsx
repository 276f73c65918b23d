'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useState } from 'react'

import type { DatasetReply } from '../../../src/schemas/datasets'
import { useTrash } from '../../hooks/useTrash'
import { api, errorMessage } from '../../lib/api'
import { focusWhenShown } from '../../lib/focusLater'
import { plural } from '../../lib/format'
import { notify, notifyError } from '../../lib/toast'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { recordsTrash } from './cache'
import { download } from './download'

type Props = {
  dataset: DatasetReply
  /** Unchecks every record (after a delete). */
  onCleared: () => void
  /** The ids of the checked records, in the page's order. */
  selected: string[]
}

/**
 * What can be done with the checked records of the Records dialog: Export selected (CSV of just
 * those records) and Delete selected (after 'Are you sure?', one call for all of them, to the trash
 * with Undo).
 */
export const BulkActions = ({ dataset, onCleared, selected }: Props) => {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const count = selected.length
  const trashOptions = recordsTrash(queryClient, dataset.id, 'Records')
  const trash = useTrash(trashOptions)
  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      api<{ deleted: number }>(`/api/datasets/${dataset.id}/records/delete`, {
        body: { ids },
        method: 'POST',
      }),
    onError: (error) =>
      notifyError(
        'Failed to delete records.',
        errorMessage(error, 'The records were not deleted.'),
      ),
    onSuccess: async ({ deleted }, ids) => {
      notify({
        action: trash.moved(ids),
        description: `${plural(deleted, 'record was', 'records were')} moved to the trash.`,
        title: 'Records Deleted',
      })
      setConfirming(false)
      onCleared()
      // The buttons that opened the question are disabled now that nothing is checked.
      focusWhenShown(() => document.getElementById('records-search'))
      await trashOptions.refresh()
    },
  })

  return (
    <div
      aria-label="Selected records"
      className="tw:flex tw:flex-wrap tw:items-center tw:gap-2"
      role="group"
    >
      <span
        aria-live="polite"
        className="tw:text-sm tw:text-elev-500"
        data-testid="records-selected"
      >
        {count ? `${plural(count, 'record', 'records')} selected` : 'No records selected'}
      </span>
      <Button
        buttonStyle="secondary"
        disabled={!count}
        margin={false}
        onClick={() =>
          download(
            `/api/datasets/${dataset.id}/records/export?format=csv&ids=${selected.join(',')}`,
          )
        }
        size="small"
      >
        Export selected
      </Button>
      <Button
        buttonStyle="error"
        disabled={!count}
        margin={false}
        onClick={() => setConfirming(true)}
        size="small"
      >
        Delete selected
      </Button>
      <ConfirmDialog
        busy={remove.isPending}
        message={
          <>
            Move <strong>{plural(count, 'selected record', 'selected records')}</strong> to the
            trash? {trash.note(count === 1 ? 'it' : 'them')}
          </>
        }
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(selected)}
        open={confirming}
        title="Delete Records"
      />
    </div>
  )
}
