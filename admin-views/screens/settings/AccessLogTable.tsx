'use client'
import { useQuery } from '@tanstack/react-query'
import React from 'react'

import type { AccessLogEntry } from '../../../src/schemas/settings'
import { formatDateTime } from '../../lib/format'
import { useAdminTenant } from '../../providers/tenant'
import { QueryState } from '../../ui/QueryState'
import { Table } from '../../ui/Table'
import { SmallButton } from '../../ui/SmallButton'

const ACCESS_LOG_URL = '/api/settings/access-log?limit=50'

const statusClass = (status: number) =>
  status >= 500 ? 'tw:text-error-500' : status >= 400 ? 'tw:text-warning-750' : undefined

/**
 * The API access log's newest 50 calls, newest first, with a Refresh button; what was called comes
 * first, so a phone shows it before the table scrolls sideways.
 */
export const AccessLogTable = () => {
  const { tenants } = useAdminTenant()
  const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]))
  const log = useQuery<AccessLogEntry[]>({ queryKey: [ACCESS_LOG_URL] })
  return (
    <div className="tw:flex tw:flex-col tw:gap-2" data-testid="access-log">
      <div className="tw:flex tw:items-center tw:justify-between tw:gap-2">
        <h4 className="tw:m-0 tw:text-base tw:font-semibold">Recent API calls</h4>
        <SmallButton disabled={log.isFetching} onClick={() => void log.refetch()}>
          {log.isFetching ? 'Refreshing...' : 'Refresh'}
        </SmallButton>
      </div>
      <QueryState empty="No API calls logged yet." loadingLabel="Loading API calls..." query={log}>
        {(entries) => (
          <Table
            className="tw:min-w-[640px] tw:text-sm"
            columns={['Time', 'Method', 'Path', 'Status', 'User', 'Tenant', 'Duration']}
            frameClassName="tw:max-h-96 tw:overflow-y-auto tw:rounded-lg tw:border tw:border-elev-150"
            label="Recent API calls"
          >
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="tw:whitespace-nowrap">{formatDateTime(entry.at)}</td>
                <td>{entry.method}</td>
                <td className="tw:font-mono tw:break-all">{entry.path}</td>
                <td className={statusClass(entry.status)}>{entry.status}</td>
                <td>{entry.username ?? '—'}</td>
                <td>{entry.tenantId ? (names.get(entry.tenantId) ?? entry.tenantId) : '—'}</td>
                <td className="tw:whitespace-nowrap">{entry.durationMs} ms</td>
              </tr>
            ))}
          </Table>
        )}
      </QueryState>
    </div>
  )
}
