'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import React, { useState } from 'react'

import type { DashboardStats } from '../../../src/schemas/dashboard'
import type { TenantReply } from '../../../src/schemas/tenants'
import { formatDate } from '../../lib/format'
import { previewUrl } from '../../lib/preview'
import { useIsAdmin } from '../../providers/auth'
import { PageFrame } from '../../shell/PageFrame'
import { StatusBadge } from '../../ui/Badge'
import { Card, LoadError } from '../../ui/Card'
import { QueryState } from '../../ui/QueryState'
import { RowActions } from '../../ui/RowActions'
import { Table } from '../../ui/Table'
import { CreateTenantDialog } from '../tenants/CreateTenantDialog'
import { EditTenantDialog } from '../tenants/EditTenantDialog'
import { DataSharingDialog } from './DataSharingDialog'
import { RecentActivity } from './RecentActivity'
import { SmallButton } from '../../ui/SmallButton'

/** The datasets and templates screens open their create dialog when given this query parameter. */
const CREATE_PARAM = 'create=1'

const STAT_CARDS: { hint: string; key: keyof DashboardStats; label: string }[] = [
  { hint: 'Sites with status active', key: 'tenants', label: 'Active Tenants' },
  { hint: 'Shared by all tenants', key: 'datasets', label: 'Total Datasets' },
  { hint: 'Dynamic page templates', key: 'templates', label: 'Templates' },
  { hint: 'Datasets used by 2+ tenants', key: 'shared', label: 'Shared Resources' },
]

const Stats = () => {
  const stats = useQuery<DashboardStats>({ queryKey: ['/api/dashboard/stats'] })
  if (stats.isError) return <LoadError error={stats.error} />
  return (
    <div className="tw:grid tw:grid-cols-2 tw:gap-3 tw:lg:grid-cols-4 tw:md:gap-4">
      {STAT_CARDS.map(({ hint, key, label }) => (
        <section
          aria-label={label}
          className="tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-4 tw:md:p-5"
          key={key}
        >
          <h2 className="tw:m-0 tw:text-sm tw:font-medium tw:text-elev-500">{label}</h2>
          <p className="tw:my-1 tw:text-3xl tw:font-semibold" data-testid={`stat-${key}`}>
            {stats.data ? stats.data[key] : '—'}
          </p>
          <p className="tw:m-0 tw:text-xs tw:text-elev-500">{hint}</p>
        </section>
      ))}
    </div>
  )
}

const ActiveTenants = ({
  onAdd,
  onEdit,
}: {
  /** Administrators only: an editor adds no tenant (collections/Tenants). */
  onAdd?: () => void
  onEdit: (tenant: TenantReply) => void
}) => {
  const tenants = useQuery<TenantReply[]>({ queryKey: ['/api/tenants'] })
  return (
    <Card
      actions={
        <Link className="tw:text-sm tw:text-elev-600 tw:hover:text-text" href="/admin/tenants">
          Manage tenants
        </Link>
      }
      title="Active Tenants"
    >
      <QueryState
        empty="No tenants yet."
        emptyAction={
          onAdd && (
            <SmallButton buttonStyle="primary" onClick={onAdd}>
              Add New Tenant
            </SmallButton>
          )
        }
        loadingLabel="Loading tenants..."
        query={tenants}
      >
        {(list) => (
          <Table
            className="tw:min-w-[560px]"
            columns={[
              'Domain',
              'Status',
              'Created',
              { className: 'tw:text-right', label: 'Actions' },
            ]}
            label="Active Tenants"
          >
            {list.map((tenant) => (
              <tr key={tenant.id}>
                <td>
                  <div className="tw:font-mono tw:text-sm">{tenant.domain}</div>
                  <div className="tw:text-sm tw:text-elev-500">{tenant.name}</div>
                </td>
                <td>
                  <StatusBadge status={tenant.status} />
                </td>
                <td className="tw:whitespace-nowrap">{formatDate(tenant.createdAt)}</td>
                <td>
                  <RowActions onEdit={() => onEdit(tenant)} subject={tenant.name}>
                    <SmallButton
                      label={`Preview ${tenant.name}`}
                      onClick={() => window.location.assign(previewUrl(tenant.domain))}
                    >
                      Preview
                    </SmallButton>
                  </RowActions>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </QueryState>
    </Card>
  )
}

const QuickAction = ({
  children,
  description,
  href,
  onClick,
}: {
  children: string
  description: string
  href?: string
  onClick?: () => void
}) => {
  const className =
    'tw:flex tw:w-full tw:cursor-pointer tw:flex-col tw:items-start tw:gap-0.5 tw:rounded-lg tw:border tw:border-elev-150 tw:bg-surface tw:px-4 tw:py-3 tw:text-left tw:text-text tw:no-underline tw:transition-colors tw:hover:border-elev-400 tw:hover:bg-elev-50'
  const body = (
    <>
      <span className="tw:font-semibold">{children}</span>
      <span className="tw:text-sm tw:text-elev-500">{description}</span>
    </>
  )
  if (href)
    return (
      <Link className={className} href={href}>
        {body}
      </Link>
    )
  return (
    <button className={className} onClick={onClick} type="button">
      {body}
    </button>
  )
}

/**
 * The dashboard (spec admin-core §2): four stat cards, the tenants with Edit and Preview, Recent
 * Activity (real: GET /api/dashboard/activity) and Quick Actions. Create New Dataset and Design Template
 * open those screens with their create dialog (`?create=1`); Manage Data Sharing lists the shared datasets.
 */
export const DashboardScreen = () => {
  const isAdmin = useIsAdmin()
  const [creatingTenant, setCreatingTenant] = useState(false)
  const [editing, setEditing] = useState<null | TenantReply>(null)
  const [sharing, setSharing] = useState(false)

  return (
    <PageFrame subtitle="An overview of your sites, data and recent changes." title="Dashboard">
      <div className="tw:flex tw:flex-col tw:gap-4 tw:md:gap-6">
        <Stats />
        <ActiveTenants
          onAdd={isAdmin ? () => setCreatingTenant(true) : undefined}
          onEdit={setEditing}
        />
        <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:md:gap-6 tw:lg:grid-cols-3">
          <RecentActivity className="tw:lg:col-span-2" />
          <Card title="Quick Actions">
            <nav aria-label="Quick Actions" className="tw:flex tw:flex-col tw:gap-2">
              <QuickAction
                description="A new table of fields and records"
                href={`/admin/datasets?${CREATE_PARAM}`}
              >
                Create New Dataset
              </QuickAction>
              {isAdmin && (
                <QuickAction
                  description="Another website on its own domain"
                  onClick={() => setCreatingTenant(true)}
                >
                  Add New Tenant
                </QuickAction>
              )}
              <QuickAction
                description="Turn dataset records into pages"
                href={`/admin/templates?${CREATE_PARAM}`}
              >
                Design Template
              </QuickAction>
              <QuickAction
                description="Datasets used by several tenants"
                onClick={() => setSharing(true)}
              >
                Manage Data Sharing
              </QuickAction>
            </nav>
          </Card>
        </div>
      </div>
      <CreateTenantDialog onClose={() => setCreatingTenant(false)} open={creatingTenant} />
      <EditTenantDialog onClose={() => setEditing(null)} tenant={editing} />
      <DataSharingDialog onClose={() => setSharing(false)} open={sharing} />
    </PageFrame>
  )
}
