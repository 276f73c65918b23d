'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'

import { errorMessage } from '../lib/api'
import { plural } from '../lib/format'
import type { ToastAction } from '../lib/toast'
import { notify, notifyError } from '../lib/toast'
import type { TrashKind, TrashReply, TrashScope } from '../lib/trash'
import { refreshTrash, restoreFromTrash, trashKey } from '../lib/trash'

export type TrashOptions = {
  kind: TrashKind
  /** Reloads the screen's list once something is back from the trash. */
  refresh: () => Promise<unknown>
  scope: TrashScope
  /** Capitalised, for the toasts: 'Page' gives 'Page restored'. */
  thing: string
}

/**
 * What a screen's deletes need of the trash: the sentence its confirmation ends with (how many days
 * the trash keeps things, from the trash's own answer, which editors may read too) and the toast's
 * Undo, which restores what was just moved.
 */
export const useTrash = ({ kind, refresh, scope, thing }: TrashOptions) => {
  const queryClient = useQueryClient()
  const days = useQuery<TrashReply>({
    // Records need their dataset: a closed Records dialog has none.
    enabled: !('datasetId' in scope) || scope.datasetId !== '',
    queryKey: trashKey(kind, scope),
  }).data?.retentionDays
  const restored = async () => {
    await Promise.all([refresh(), refreshTrash(queryClient, kind)])
  }

  const undo = async (ids: string[]) => {
    try {
      await restoreFromTrash(kind, scope, ids)
    } catch (error) {
      notifyError(
        'Failed to restore',
        errorMessage(error, `The ${thing.toLowerCase()} is still in the trash.`),
      )
      return
    }
    notify({ title: `${thing} restored` })
    await restored()
  }

  return {
    /** 'You can restore it from the Trash for 30 days.' */
    note: (it = 'it') =>
      `You can restore ${it} from the Trash${days ? ` for ${plural(days, 'day', 'days')}` : ''}.`,
    /** After a move to the trash: the lists of the trash are out of date; the toast's Undo. */
    moved: (ids: string[]): ToastAction => {
      void refreshTrash(queryClient, kind)
      return { label: 'Undo', onClick: () => void undo(ids) }
    },
  }
}
