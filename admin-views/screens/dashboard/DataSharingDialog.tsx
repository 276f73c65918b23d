'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import React, { useMemo } from 'react'

import type { TenantReply } from '../../../src/schemas/tenants'
import type { OpenDialogProps } from '../../ui/Dialog'
import { Dialog } from '../../ui/Dialog'
import { EmptyState, LoadError, Loading } from '../../ui/Card'

type TemplateRow = { datasetId: null | string; id: string; name: string; tenantId: null | string }
type DatasetRow = { id: string; name: string; status: string }

export type SharedDataset = {
  dataset: DatasetRow
  /** Per tenant, the templates of it that render from the dataset. */
  tenants: { templates: TemplateRow[]; tenant: { id: string; name: string } }[]
}

/**
 * docs/api/dashboard.md: a dataset is shared when templates of at least two different tenants render
 * from it (several templates of one tenant do not make it shared).
 */
const sharedDatasets = (
  datasets: DatasetRow[],
  templates: TemplateRow[],
  tenants: TenantReply[],
): SharedDataset[] => {
  const tenantNames = new Map(tenants.map((t) => [t.id, t.name]))
  const byDataset = new Map<string, Map<string, TemplateRow[]>>()
  for (const template of templates) {
    if (!template.datasetId || !template.tenantId) continue
    const perTenant = byDataset.get(template.datasetId) ?? new Map<string, TemplateRow[]>()
    perTenant.set(template.tenantId, [...(perTenant.get(template.tenantId) ?? []), template])
    byDataset.set(template.datasetId, perTenant)
  }
  return datasets
    .filter((dataset) => (byDataset.get(dataset.id)?.size ?? 0) >= 2)
    .map((dataset) => ({
      dataset,
      tenants: [...(byDataset.get(dataset.id) ?? new Map<string, TemplateRow[]>()).entries()]
        .map(([id, rows]) => ({
          templates: rows,
          tenant: { id, name: tenantNames.get(id) ?? 'Unknown tenant' },
        }))
        .sort((a, b) => a.tenant.name.localeCompare(b.tenant.name)),
    }))
    .sort(
      (a, b) => b.tenants.length - a.tenants.length || a.dataset.name.localeCompare(b.dataset.name),
    )
}

const linkClass =
  'tw:text-text tw:underline tw:decoration-elev-400 tw:underline-offset-2 tw:hover:decoration-text'

/** Manage Data Sharing: which datasets several tenants' templates render from, and which templates. */
export const DataSharingDialog = ({ onClose, open }: OpenDialogProps) => {
  const templates = useQuery<TemplateRow[]>({ enabled: open, queryKey: ['/api/templates'] })
  const datasets = useQuery<DatasetRow[]>({ enabled: open, queryKey: ['/api/datasets'] })
  const tenants = useQuery<TenantReply[]>({ enabled: open, queryKey: ['/api/tenants'] })
  const shared = useMemo(
    () =>
      templates.data && datasets.data && tenants.data
        ? sharedDatasets(datasets.data, templates.data, tenants.data)
        : null,
    [datasets.data, templates.data, tenants.data],
  )
  const error = templates.error ?? datasets.error ?? tenants.error

  return (
    <Dialog
      description="A dataset serves the tenants it lists. It is a shared resource when templates of two or more of them render pages from it; a change to its records shows on every one of those sites."
      onClose={onClose}
      open={open}
      size="lg"
      title="Data Sharing"
    >
      {error && <LoadError error={error} />}
      {!error && !shared && <Loading label="Loading datasets and templates..." />}
      {shared && shared.length === 0 && (
        <EmptyState
          action={
            <Link className={linkClass} href="/admin/templates">
              Open Dynamic pages
            </Link>
          }
        >
          No dataset is used by templates of two or more tenants yet. Give a dataset a second
          tenant, then create a template on it for that tenant to share it.
        </EmptyState>
      )}
      {shared && shared.length > 0 && (
        <ul
          className="tw:m-0 tw:flex tw:list-none tw:flex-col tw:gap-3 tw:p-0"
          aria-label="Shared datasets"
        >
          {shared.map(({ dataset, tenants: users }) => (
            <li className="tw:rounded-lg tw:border tw:border-elev-150 tw:p-4" key={dataset.id}>
              <div className="tw:mb-2 tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-2">
                <Link
                  className={`${linkClass} tw:text-base tw:font-semibold`}
                  href="/admin/datasets"
                >
                  {dataset.name}
                </Link>
                <span className="tw:text-sm tw:text-elev-500">Used by {users.length} tenants</span>
              </div>
              <ul className="tw:m-0 tw:flex tw:list-none tw:flex-col tw:gap-1 tw:p-0 tw:text-sm">
                {users.map(({ templates: rows, tenant }) => (
                  <li className="tw:flex tw:flex-wrap tw:gap-x-2" key={tenant.id}>
                    <span className="tw:font-medium">{tenant.name}:</span>
                    {rows.map((template, index) => (
                      <span key={template.id}>
                        <Link className={linkClass} href="/admin/templates">
                          {template.name}
                        </Link>
                        {index < rows.length - 1 ? ',' : ''}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
