'use client'
import { useQuery } from '@tanstack/react-query'
import React, { useState } from 'react'

import type { TenantReply } from '../../../src/schemas/tenants'
import { formatDate } from '../../lib/format'
import { useIsAdmin } from '../../providers/auth'
import { PageFrame } from '../../shell/PageFrame'
import { PreviewButton } from '../../shell/PreviewButton'
import { AddButton } from '../../ui/AddButton'
import { Badge, StatusBadge } from '../../ui/Badge'
import { CARD, CARD_GRID, CardFacts, CardHeading, Fact } from '../../ui/ItemCard'
import { QueryState } from '../../ui/QueryState'
import { RowActions } from '../../ui/RowActions'
import { BrandingDialog } from './BrandingDialog'
import { CreateTenantDialog } from './CreateTenantDialog'
import { DeleteTenantDialog } from './DeleteTenantDialog'
import { EditTenantDialog } from './EditTenantDialog'
import { hasCustomBranding } from './tenantForm'
import { SmallButton } from '../../ui/SmallButton'

const Swatch = ({ color, label }: { color: string; label: string }) => (
  <span
    className="tw:inline-flex tw:items-center tw:gap-1 tw:font-mono tw:text-xs tw:text-elev-600"
    title={`${label} ${color}`}
  >
    <span
      aria-hidden="true"
      className="tw:inline-block tw:size-3.5 tw:rounded-full tw:border tw:border-elev-150"
      style={{ background: color }}
    />
    {color.toUpperCase()}
  </span>
)

const TenantCard = ({
  onConfigure,
  onDelete,
  onEdit,
  tenant,
}: {
  onConfigure: () => void
  /** Administrators only (collections/Tenants). */
  onDelete?: () => void
  onEdit: () => void
  tenant: TenantReply
}) => (
  <article aria-label={tenant.name} className={CARD} data-testid="tenant-card">
    <CardHeading
      badge={<StatusBadge status={tenant.status} />}
      code={tenant.domain}
      title={tenant.name}
    />
    <CardFacts>
      <Fact term="Created">{formatDate(tenant.createdAt)}</Fact>
      <Fact term="Last updated">{formatDate(tenant.updatedAt)}</Fact>
    </CardFacts>
    <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-3">
      <Swatch color={tenant.branding.primaryColor} label="Primary" />
      <Swatch color={tenant.branding.secondaryColor} label="Secondary" />
      {hasCustomBranding(tenant) && <Badge tone="success">Custom branding</Badge>}
    </div>
    <RowActions
      className="tw:mt-auto tw:border-t tw:border-elev-100 tw:pt-3"
      onDelete={onDelete}
      onEdit={onEdit}
      subject={tenant.name}
    >
      <SmallButton label={`Configure ${tenant.name}`} onClick={onConfigure}>
        Configure
      </SmallButton>
      <PreviewButton domain={tenant.domain} label={`Preview ${tenant.name}`} />
    </RowActions>
  </article>
)

/**
 * Tenant Management (spec admin-core §2): a card per tenant with its status, dates and branding; Edit
 * (name, domain, status), Configure (branding), Delete (after saying what goes with it), Preview
 * (the site on this origin through simulate_domain), and Add Tenant (Create New Tenant). Only
 * administrators add and delete tenants (collections/Tenants): an editor is told so instead.
 */
export const TenantsScreen = () => {
  const isAdmin = useIsAdmin()
  const tenants = useQuery<TenantReply[]>({ queryKey: ['/api/tenants'] })
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<null | TenantReply>(null)
  const [configuring, setConfiguring] = useState<null | TenantReply>(null)
  const [deleting, setDeleting] = useState<null | TenantReply>(null)

  const addButton = isAdmin ? (
    <AddButton onClick={() => setCreating(true)}>Add Tenant</AddButton>
  ) : undefined

  return (
    <PageFrame
      actions={addButton}
      subtitle={
        isAdmin
          ? 'Each tenant is one website, found by its domain.'
          : 'Each tenant is one website, found by its domain. Only administrators add or delete tenants.'
      }
      title="Tenant Management"
    >
      <QueryState
        empty={
          isAdmin
            ? 'No tenants yet. Add your first website.'
            : 'No tenants are assigned to you yet. Ask an administrator.'
        }
        emptyAction={addButton}
        loadingLabel="Loading tenants..."
        query={tenants}
      >
        {(list) => (
          <div className={CARD_GRID}>
            {list.map((tenant) => (
              <TenantCard
                key={tenant.id}
                onConfigure={() => setConfiguring(tenant)}
                onDelete={isAdmin ? () => setDeleting(tenant) : undefined}
                onEdit={() => setEditing(tenant)}
                tenant={tenant}
              />
            ))}
          </div>
        )}
      </QueryState>
      <CreateTenantDialog onClose={() => setCreating(false)} open={creating} />
      <EditTenantDialog onClose={() => setEditing(null)} tenant={editing} />
      <BrandingDialog onClose={() => setConfiguring(null)} tenant={configuring} />
      <DeleteTenantDialog onClose={() => setDeleting(null)} tenant={deleting} />
    </PageFrame>
  )
}
