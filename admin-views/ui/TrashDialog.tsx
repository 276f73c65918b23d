'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import React, { useId, useState } from 'react'

import type { TrashOptions } from '../hooks/useTrash'
import { errorMessage } from '../lib/api'
import { focusWhenShown } from '../lib/focusLater'
import { formatDate, plural, timeAgo } from '../lib/format'
import { notify, notifyError } from '../lib/toast'
import type { TrashItem, TrashReply } from '../lib/trash'
import { deleteForever, emptyTrash, refreshTrash, restoreFromTrash, trashKey } from '../lib/trash'
import { ConfirmDialog } from './ConfirmDialog'
import { DeleteButton } from './DeleteButton'
import type { OpenDialogProps } from './Dialog'
import { Dialog } from './Dialog'
import { QueryState } from './QueryState'
import { SmallButton } from './SmallButton'

export type TrashDialogProps = OpenDialogProps &
  TrashOptions & {
    /** Plural, lowercase, for the list's name: 'pages'. */
    things: string
    /** Whose trash, for the line under the title: a tenant's name, a dataset's. */
    whose?: string
  }

type Confirm = { item: TrashItem } | 'empty' | null

/**
 * The Trash of one screen (issue 38): what was deleted there, newest first, each with when it was
 * deleted and when it goes for good, to restore or delete permanently; and Empty trash. Focus stays
 * in the list as rows leave it: on the next row's Restore, else on Close.
 */
export const TrashDialog = ({
  kind,
  onClose,
  open,
  refresh,
  scope,
  thing,
  things,
  whose,
}: TrashDialogProps) => {
  const queryClient = useQueryClient()
  const listId = useId()
  // Loaded afresh each time it opens: what others deleted meanwhile is there too.
  const trash = useQuery<TrashReply>({
    enabled: open,
    queryKey: trashKey(kind, scope),
    staleTime: 0,
  })
  const [confirm, setConfirm] = useState<Confirm>(null)
  const items = trash.data?.items ?? []

  const settle = async () => {
    setConfirm(null)
    await refreshTrash(queryClient, kind)
    focusWhenShown(() => {
      const dialog = document.getElementById(listId)?.closest('dialog')
      return (
        dialog?.querySelector<HTMLElement>('[data-trash-restore]') ??
        dialog?.querySelector<HTMLElement>('button[aria-label="Close"]')
      )
    })
  }

  const restore = useMutation({
    mutationFn: (item: TrashItem) => restoreFromTrash(kind, scope, [item.id]),
    onError: (error) =>
      notifyError('Failed to restore', errorMessage(error, 'It is still in the trash.')),
    onSuccess: async (_reply, item) => {
      notify({ description: item.title, title: `${thing} restored` })
      await Promise.all([refresh(), settle()])
    },
  })
  const remove = useMutation({
    mutationFn: (item: TrashItem) => deleteForever(kind, scope, item.id),
    onError: (error) =>
      notifyError('Failed to delete permanently', errorMessage(error, 'It is still in the trash.')),
    onSuccess: async (_reply, item) => {
      notify({ description: item.title, title: `${thing} deleted permanently` })
      await settle()
    },
  })
  const empty = useMutation({
    mutationFn: () => emptyTrash(kind, scope),
    onError: (error) =>
      notifyError('Failed to empty the trash', errorMessage(error, 'Nothing was deleted.')),
    onSuccess: async ({ deleted }) => {
      notify({
        description: `${plural(deleted, 'item was', 'items were')} deleted permanently.`,
        title: 'Trash emptied',
      })
      await settle()
    },
  })
  const busy = restore.isPending || remove.isPending || empty.isPending
  const days = trash.data?.retentionDays

  return (
    <Dialog
      description={`Deleted ${things}${whose ? ` of ${whose}` : ''}${
        days ? `, kept for ${plural(days, 'day', 'days')}, then deleted forever` : ''
      }.`}
      footer={
        <DeleteButton
          disabled={busy || items.length === 0}
          label="Empty trash"
          onClick={() => setConfirm('empty')}
        >
          Empty trash
        </DeleteButton>
      }
      onClose={onClose}
      open={open}
      size="lg"
      title="Trash"
    >
      <div id={listId}>
        <QueryState
          empty="The trash is empty."
          isEmpty={(reply) => reply.items.length === 0}
          loadingLabel="Loading the trash..."
          query={trash}
        >
          {(reply) => (
            <ul
              aria-label={`Deleted ${things}`}
              className="tw:m-0 tw:flex tw:list-none tw:flex-col tw:divide-y tw:divide-elev-100 tw:p-0"
            >
              {reply.items.map((item) => (
                <li
                  className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-3 tw:py-3"
                  key={item.id}
                >
                  <div className="tw:min-w-0">
                    <p className="tw:m-0 tw:font-semibold tw:break-words">{item.title}</p>
                    <p className="tw:m-0 tw:text-sm tw:text-elev-600">
                      Deleted {timeAgo(item.deletedAt)}
                      <span aria-hidden="true"> · </span>
                      <span className="tw:sr-only">. </span>
                      Deleted forever on {formatDate(item.purgeAt)}
                    </p>
                  </div>
                  <div className="tw:flex tw:gap-2">
                    <SmallButton
                      disabled={busy}
                      extraButtonProps={{ 'data-trash-restore': true }}
                      label={`Restore ${item.title}`}
                      onClick={() => restore.mutate(item)}
                    >
                      Restore
                    </SmallButton>
                    <DeleteButton
                      disabled={busy}
                      label={`Delete permanently: ${item.title}`}
                      onClick={() => setConfirm({ item })}
                    >
                      Delete permanently
                    </DeleteButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        busy={busy}
        confirmLabel={confirm === 'empty' ? 'Empty trash' : 'Delete permanently'}
        message={
          confirm === 'empty' ? (
            <>
              Delete{' '}
              {items.length === 1 ? `the ${thing.toLowerCase()}` : `all ${items.length} ${things}`}{' '}
              in the trash permanently? This action cannot be undone.
            </>
          ) : (
            <>
              Delete <strong>{confirm?.item.title}</strong> permanently? This action cannot be
              undone.
            </>
          )
        }
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm === 'empty' ? empty.mutate() : confirm && remove.mutate(confirm.item)
        }
        open={confirm !== null}
        title={confirm === 'empty' ? 'Empty trash' : 'Delete permanently'}
      />
    </Dialog>
  )
}
