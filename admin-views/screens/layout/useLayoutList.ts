'use client'
import { useId, useState } from 'react'

import { focusHeading, focusInRow } from './rowFocus'
import { useLayoutCrud } from './useLayoutCrud'

type Item = { id: string }

/**
 * The state of one Layout tab's list beside its create, update and delete: the row in inline edit,
 * the item awaiting the delete confirmation, and where the keyboard focus goes after each.
 */
export const useLayoutList = <T extends Item>(options: Parameters<typeof useLayoutCrud>[0]) => {
  const crud = useLayoutCrud<T>(options)
  const [editingId, setEditingId] = useState<null | string>(null)
  const [deleting, setDeleting] = useState<null | T>(null)
  const headingId = useId()
  /** Leaves the inline edit, focusing the row's Edit (named after the item's `name` now). */
  const closeEdit = (id: string, name: string) => {
    setEditingId(null)
    focusInRow(id, [`Edit ${name}`])
  }
  return {
    cancelDelete: () => setDeleting(null),
    closeEdit,
    /** Deletes the confirmed item, then focuses the list's heading. */
    confirmDelete: () =>
      deleting &&
      crud.remove.mutate(deleting.id, {
        onSettled: () => setDeleting(null),
        onSuccess: () => focusHeading(headingId),
      }),
    crud,
    deleting,
    editingId,
    headingId,
    /** Saves an inline edit, then leaves it. */
    saveEdit: async (id: string, body: Record<string, unknown>, name: string) => {
      await crud.update.mutateAsync({ body, id })
      closeEdit(id, name)
    },
    setDeleting,
    setEditingId,
    /** Turns an item on or off. */
    toggle: (id: string, isActive: boolean) => crud.update.mutate({ body: { isActive }, id }),
  }
}

export type LayoutList<T extends Item> = ReturnType<typeof useLayoutList<T>>
