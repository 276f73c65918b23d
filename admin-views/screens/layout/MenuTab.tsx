'use client'
import { useQuery } from '@tanstack/react-query'
import React, { useId, useState } from 'react'

import type { MenuItemReply } from '../../../src/schemas/menuItems'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { QueryState } from '../../ui/QueryState'
import { stickyEnd, Table } from '../../ui/Table'
import { MenuItemForm } from './MenuItemForm'
import { MenuItemRow } from './MenuItemRow'
import { focusHeading, focusInRow } from './rowFocus'
import { useLayoutCrud } from './useLayoutCrud'

type Props = {
  /** 'Header' or 'Footer': the /api path, the titles and the toasts follow it. */
  menu: 'Footer' | 'Header'
  tenantId: string
}

/** Items by order, then label (the server's order too). */
const byOrder = (a: MenuItemReply, b: MenuItemReply) =>
  a.order - b.order || a.label.localeCompare(b.label)

/**
 * The Header Navigation and Footer Navigation tabs (spec §2.11): the add form, then the items by order
 * with inline edit (label, URL, order), the active switch and Delete after a confirm.
 */
export const MenuTab = ({ menu, tenantId }: Props) => {
  const base = `/api/${menu.toLowerCase()}-menu-items`
  const items = useQuery<MenuItemReply[]>({ queryKey: [base, tenantId] })
  const crud = useLayoutCrud<MenuItemReply>({
    base,
    thing: `${menu.toLowerCase()} menu item`,
    updateMethod: 'PATCH',
  })
  const [editingId, setEditingId] = useState<null | string>(null)
  const [deleting, setDeleting] = useState<MenuItemReply | null>(null)
  const headingId = useId()
  const closeEdit = (id: string, label: string) => {
    setEditingId(null)
    focusInRow(id, [`Edit ${label}`])
  }

  return (
    <div className="tw:flex tw:flex-col tw:gap-6">
      <MenuItemForm
        create={(values) => crud.create.mutateAsync({ ...values, tenantId })}
        menu={menu}
      />
      <section aria-label={`${menu} menu items`} className="tw:flex tw:flex-col tw:gap-3">
        <h2 className="tw:m-0 tw:text-lg tw:font-semibold" id={headingId} tabIndex={-1}>
          {menu} Menu Items
        </h2>
        <QueryState
          empty={`No ${menu.toLowerCase()} menu items yet. Add one above.`}
          loadingLabel="Loading menu items..."
          query={items}
        >
          {(data) => (
            <Table
              className="tw:min-w-[44rem]"
              columns={[
                'Order',
                'Label',
                'URL',
                'Opens',
                'Status',
                { className: stickyEnd, label: 'Actions', srOnly: true },
              ]}
              label={`${menu} menu items`}
            >
              {[...data].sort(byOrder).map((item) => (
                <MenuItemRow
                  editing={editingId === item.id}
                  item={item}
                  key={item.id}
                  onCancelEdit={() => closeEdit(item.id, item.label)}
                  onDelete={() => setDeleting(item)}
                  onEdit={() => setEditingId(item.id)}
                  onSave={async (body) => {
                    await crud.update.mutateAsync({ body, id: item.id })
                    closeEdit(item.id, body.label)
                  }}
                  onToggle={(isActive) => crud.update.mutate({ body: { isActive }, id: item.id })}
                />
              ))}
            </Table>
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        busy={crud.remove.isPending}
        message={
          <p className="tw:m-0">
            Are you sure you want to delete the {menu.toLowerCase()} menu item{' '}
            <strong>{deleting?.label}</strong>? This action cannot be undone.
          </p>
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          crud.remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => focusHeading(headingId),
          })
        }
        open={deleting !== null}
        title={`Delete ${menu} Menu Item`}
      />
    </div>
  )
}
