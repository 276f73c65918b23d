'use client'
import { useQuery } from '@tanstack/react-query'
import React, { useEffect, useMemo, useState } from 'react'

import type { CategoryReply } from '../../../src/schemas/categories'
import { errorMessage } from '../../lib/api'
import { CATEGORIES_FRESH_MS, categoriesKey } from '../../lib/categories'
import { focusWhenShown } from '../../lib/focusLater'
import { notifyError } from '../../lib/toast'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { AddButton } from '../../ui/AddButton'
import { EmptyState } from '../../ui/Card'
import { QueryState } from '../../ui/QueryState'
import { SmallButton } from '../../ui/SmallButton'
import { CategoryDialog } from './CategoryDialog'
import type { CategoryNode } from './categoryTree'
import { buildCategoryTree } from './categoryTree'
import { CategoryTree, firstButtonOf } from './CategoryTree'
import { DeleteCategoryDialog } from './DeleteCategoryDialog'

const CREATE_BUTTON_ID = 'create-category'

/**
 * Categories (spec §2.7): the selected tenant's category tree, sorted by order then name, with expand
 * and collapse, Browsable or Hidden per row, Edit and Delete; Create Category once a tenant is chosen.
 */
export const CategoriesScreen = () => {
  const { selectedTenant, selectedTenantId } = useAdminTenant()
  const categories = useQuery<CategoryReply[]>({
    enabled: selectedTenantId !== null,
    queryKey: categoriesKey(selectedTenantId ?? ''),
    staleTime: CATEGORIES_FRESH_MS,
  })
  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data])
  const [dialog, setDialog] = useState<{ editing: CategoryReply | null } | null>(null)
  const [deleting, setDeleting] = useState<CategoryNode | null>(null)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    if (categories.isError)
      notifyError(
        'Failed to fetch categories',
        errorMessage(categories.error, 'Failed to fetch categories'),
      )
  }, [categories.error, categories.isError])

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const parentIds = useMemo(
    () => (categories.data ?? []).flatMap((c) => (c.parentCategoryId ? [c.parentCategoryId] : [])),
    [categories.data],
  )

  const createButton = selectedTenantId ? (
    <AddButton
      extraButtonProps={{ id: CREATE_BUTTON_ID }}
      onClick={() => setDialog({ editing: null })}
    >
      Create Category
    </AddButton>
  ) : null

  // The deleted row's buttons are gone: focus goes to its parent's row (its toggle, or its Edit once it
  // has no subcategories left), or to Create Category for a root.
  const afterDelete = ({ category }: CategoryNode) => {
    setDeleting(null)
    const parentId = category.parentCategoryId
    focusWhenShown(
      () => (parentId && firstButtonOf(parentId)) || document.getElementById(CREATE_BUTTON_ID),
    )
  }

  const treeActions =
    parentIds.length > 0 ? (
      <div className="tw:mb-3 tw:flex tw:flex-wrap tw:justify-end tw:gap-2">
        <SmallButton disabled={collapsed.size === 0} onClick={() => setCollapsed(new Set())}>
          Expand all
        </SmallButton>
        <SmallButton onClick={() => setCollapsed(new Set(parentIds))}>Collapse all</SmallButton>
      </div>
    ) : null

  return (
    <PageFrame
      actions={createButton}
      subtitle={
        selectedTenant
          ? `The category tree of ${selectedTenant.name}. Browsable categories get an index page on the site.`
          : 'Organise pages into a tree of categories, per tenant.'
      }
      title="Categories"
    >
      {selectedTenantId ? (
        <QueryState
          empty="No categories found"
          loadingLabel="Loading categories..."
          query={categories}
        >
          {() => (
            <>
              {treeActions}
              <CategoryTree
                collapsed={collapsed}
                label={`Categories of ${selectedTenant?.name ?? 'the tenant'}`}
                nodes={tree}
                onDelete={setDeleting}
                onEdit={(node) => setDialog({ editing: node.category })}
                onToggle={toggle}
              />
            </>
          )}
        </QueryState>
      ) : (
        <EmptyState>Please select a tenant to manage categories.</EmptyState>
      )}
      <CategoryDialog
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        open={dialog !== null}
        tenantId={selectedTenantId}
        tenantName={selectedTenant?.name}
        tree={tree}
      />
      <DeleteCategoryDialog
        node={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={afterDelete}
      />
    </PageFrame>
  )
}
