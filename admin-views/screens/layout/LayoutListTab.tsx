'use client'
import React from 'react'

import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { QueryState } from '../../ui/QueryState'
import type { LayoutList } from './useLayoutList'

type Props<T extends { id: string }> = {
  children: (data: T[]) => React.ReactNode
  /** The delete confirmation: its title and its question naming the item. */
  confirm: { message: React.ReactNode; title: string }
  /** The empty list's line: 'No panels yet. Create one above.' */
  empty: string
  /** The create form above the list. */
  form: React.ReactNode
  /** The list's heading, also the section's accessible name unless `label` is given. */
  heading: string
  label?: string
  list: LayoutList<T>
  loadingLabel: string
  /** A line under the heading. */
  note?: React.ReactNode
  query: { data: T[] | undefined; error: unknown; isError: boolean; isPending: boolean }
}

/**
 * One Layout tab (menus, panels, homepage sections): its create form, the headed list with its
 * loading, error and empty states, and the delete confirmation.
 */
export const LayoutListTab = <T extends { id: string }>({
  children,
  confirm,
  empty,
  form,
  heading,
  label = heading,
  list,
  loadingLabel,
  note,
  query,
}: Props<T>) => (
  <div className="tw:flex tw:flex-col tw:gap-6">
    {form}
    <section aria-label={label} className="tw:flex tw:flex-col tw:gap-3">
      <h2 className="tw:m-0 tw:text-lg tw:font-semibold" id={list.headingId} tabIndex={-1}>
        {heading}
      </h2>
      {note}
      <QueryState empty={empty} loadingLabel={loadingLabel} query={query}>
        {children}
      </QueryState>
    </section>
    <ConfirmDialog
      busy={list.crud.remove.isPending}
      message={<p className="tw:m-0">{confirm.message}</p>}
      onCancel={list.cancelDelete}
      onConfirm={list.confirmDelete}
      open={list.deleting !== null}
      title={confirm.title}
    />
  </div>
)
