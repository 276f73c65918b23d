'use client'
import { useQuery } from '@tanstack/react-query'
import React from 'react'

import type { MenuItemReply } from '../../../src/schemas/menuItems'
import { stickyEnd, Table } from '../../ui/Table'
import { LayoutListTab } from './LayoutListTab'
import { MenuItemForm } from './MenuItemForm'
import { MenuItemRow } from './MenuItemRow'
import { useLayoutList } from './useLayoutList'

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
  const list = useLayoutList<MenuItemReply>({
    base,
    thing: `${menu.toLowerCase()} menu item`,
    updateMethod: 'PATCH',
  })

  return (
    <LayoutListTab
      confirm={{
        message: (
          <>
            Are you sure you want to delete the {menu.toLowerCase()} menu item{' '}
            <strong>{list.deleting?.label}</strong>? This action cannot be undone.
          </>
        ),
        title: `Delete ${menu} Menu Item`,
      }}
      empty={`No ${menu.toLowerCase()} menu items yet. Add one above.`}
      form={
        <MenuItemForm
          create={(values) => list.crud.create.mutateAsync({ ...values, tenantId })}
          menu={menu}
        />
      }
      heading={`${menu} Menu Items`}
      label={`${menu} menu items`}
      list={list}
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
              editing={list.editingId === item.id}
              item={item}
              key={item.id}
              onCancelEdit={() => list.closeEdit(item.id, item.label)}
              onDelete={() => list.setDeleting(item)}
              onEdit={() => list.setEditingId(item.id)}
              onSave={(body) => list.saveEdit(item.id, body, body.label)}
              onToggle={(isActive) => list.toggle(item.id, isActive)}
            />
          ))}
        </Table>
      )}
    </LayoutListTab>
  )
}
