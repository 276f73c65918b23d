'use client'
import { Button } from '@payloadcms/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId } from 'react'

import { api, errorMessage } from '../../lib/api'
import { refreshCategories } from '../../lib/categories'
import { notify, notifyError } from '../../lib/toast'
import { CancelButton } from '../../ui/CancelButton'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import type { CategoryNode } from './categoryTree'

type Props = {
  node: CategoryNode | null
  onClose: () => void
  /** After the delete, with the list already refreshed (the row and its buttons are gone). */
  onDeleted: (node: CategoryNode) => void
}

/**
 * The delete confirmation (spec §2.7). A category with subcategories cannot go (the server refuses it
 * too): the dialog says so and its Delete stays disabled.
 */
export const DeleteCategoryDialog = ({ node, onClose, onDeleted }: Props) => {
  const queryClient = useQueryClient()
  const warningId = useId()
  const hasChildren = (node?.children.length ?? 0) > 0
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/categories/${id}`, { method: 'DELETE' }),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to delete category')),
    onSuccess: async () => {
      notify({ description: 'Category deleted successfully.', title: 'Success' })
      await refreshCategories(queryClient)
      if (node) onDeleted(node)
    },
  })
  const close = () => {
    if (!remove.isPending) onClose()
  }
  return (
    <Dialog
      footer={
        <>
          <CancelButton disabled={remove.isPending} onClick={close} />
          <Button
            buttonStyle="error"
            // The solid red of buttonStyle="error" has no disabled look of its own.
            className={hasChildren ? 'tw:cursor-not-allowed tw:opacity-50' : undefined}
            disabled={remove.isPending || hasChildren}
            extraButtonProps={hasChildren ? { 'aria-describedby': warningId } : undefined}
            margin={false}
            onClick={() => node && remove.mutate(node.category.id)}
            size="medium"
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
      onClose={close}
      open={node !== null}
      size="sm"
      title="Delete Category"
    >
      {node && (
        <div className="tw:flex tw:flex-col tw:gap-3 tw:text-elev-600">
          <p className="tw:m-0">
            Are you sure you want to delete the category <strong>{node.category.name}</strong>? This
            action cannot be undone. Its pages keep no category.
          </p>
          {hasChildren && (
            <Notice className="tw:px-4 tw:py-3" role="status" tone="warning">
              <span id={warningId}>You must delete all subcategories first.</span>
            </Notice>
          )}
        </div>
      )}
    </Dialog>
  )
}
