'use client'
import React from 'react'

import type { UserReply } from '../../../src/schemas/users'
import { formatDate } from '../../lib/format'
import { Badge } from '../../ui/Badge'
import { MenuButton } from '../../ui/MenuButton'
import { stickyEnd, Table } from '../../ui/Table'
import { roleLabel } from './userForm'

const COLUMNS = [
  'Username',
  'Role',
  'Tenants',
  'Two-factor',
  'Sessions',
  'Status',
  'Added',
  { className: stickyEnd, label: 'Actions', srOnly: true },
] as const

/** What can be done to a user from their row. */
export type UserAction =
  'deactivate' | 'edit' | 'end-sessions' | 'reactivate' | 'resend-invitation' | 'reset-two-factor'

type Props = {
  currentUserId: string | undefined
  onAction: (user: UserReply, action: UserAction) => void
  users: readonly UserReply[]
}

const menuItems = (user: UserReply, self: boolean, onAction: Props['onAction']) => {
  const item = (action: UserAction, label: string, danger = false) => ({
    ariaLabel: `${label} ${user.username}`,
    danger,
    label,
    onSelect: () => onAction(user, action),
  })
  return [
    item('edit', 'Edit'),
    ...(user.invitedUntil ? [item('resend-invitation', 'Resend invitation')] : []),
    ...(user.twoFactorEnabled && !self ? [item('reset-two-factor', 'Reset two-factor')] : []),
    ...(user.sessions > 0 ? [item('end-sessions', 'End sessions')] : []),
    // Nobody deactivates themselves (the collection refuses it too).
    ...(self
      ? []
      : [user.active ? item('deactivate', 'Deactivate', true) : item('reactivate', 'Reactivate')]),
  ]
}

const UserStatus = ({ user }: { user: UserReply }) => {
  if (!user.active) return <Badge tone="neutral">Deactivated</Badge>
  if (user.invitedUntil)
    return (
      <span className="tw:flex tw:flex-col tw:items-start tw:gap-1">
        <Badge tone="warning">Invited</Badge>
        <span className="tw:text-sm tw:text-elev-500">until {formatDate(user.invitedUntil)}</span>
      </span>
    )
  return <Badge tone="success">Active</Badge>
}

/** The Users table: username, role, tenants, two-factor, open sessions, status, and a row menu. */
export const UserTable = ({ currentUserId, onAction, users }: Props) => (
  <Table className="tw:min-w-[48rem]" columns={COLUMNS} label="Users">
    {users.map((user) => {
      const self = user.id === currentUserId
      return (
        <tr data-testid="user-row" key={user.id}>
          <td>
            <span className="tw:font-semibold">{user.username}</span>
            {self && <span className="tw:ml-2 tw:text-sm tw:text-elev-500">(you)</span>}
          </td>
          <td>{roleLabel(user.role)}</td>
          <td>
            {user.role === 'admin'
              ? 'All tenants'
              : user.tenants.map((tenant) => tenant.name).join(', ') || 'None'}
          </td>
          <td>{user.twoFactorEnabled ? 'On' : 'Off'}</td>
          <td>{user.sessions}</td>
          <td>
            <UserStatus user={user} />
          </td>
          <td className="tw:whitespace-nowrap">{formatDate(user.createdAt)}</td>
          <td className={stickyEnd}>
            <div className="tw:flex tw:justify-end">
              <MenuButton
                ariaLabel={`Actions for ${user.username}`}
                items={menuItems(user, self, onAction)}
              >
                <span aria-hidden="true" className="tw:text-lg tw:leading-none">
                  ⋯
                </span>
              </MenuButton>
            </div>
          </td>
        </tr>
      )
    })}
  </Table>
)
