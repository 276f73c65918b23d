'use client'
import { useQuery } from '@tanstack/react-query'
import React, { useState } from 'react'

import type { PageReply, PageVersionReply } from '../../../../src/schemas/pages'
import { formatInZone } from '../../../lib/zonedTime'
import { QueryState } from '../../../ui/QueryState'
import { SmallButton } from '../../../ui/SmallButton'
import { Table } from '../../../ui/Table'
import { PageStatusBadge } from '../PageTable'
import { VersionDiff } from './VersionDiff'

const COLUMNS = ['Date', 'Author', 'Status', 'Summary', { label: 'Actions', srOnly: true }] as const

type Props = {
  /** The panel is in view: the list loads then, and again after each save. */
  active: boolean
  busy: boolean
  onRestore: (version: PageVersionReply, when: string) => void
  timeZone: string
  working: PageReply
}

/**
 * A page's History (issue 34): its kept versions, newest first, each dated in the tenant's time zone;
 * Compare shows one beside the working copy, Restore makes it the draft.
 */
export const HistoryPanel = ({ active, busy, onRestore, timeZone, working }: Props) => {
  const [chosen, setChosen] = useState<null | string>(null)
  const versions = useQuery<PageVersionReply[]>({
    enabled: active,
    queryKey: [`/api/pages/${working.id}/versions`],
  })
  const version = useQuery<PageReply>({
    enabled: active && chosen !== null,
    queryKey: [`/api/pages/${working.id}/versions/${chosen ?? ''}`],
  })
  const when = (entry: PageVersionReply) => formatInZone(entry.date, timeZone)
  const shown = versions.data?.find((entry) => entry.id === chosen)
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <QueryState empty="No versions yet" loadingLabel="Loading history..." query={versions}>
        {(list) => (
          <Table columns={COLUMNS} label="Versions of this page">
            {list.map((entry) => (
              <tr data-testid="version-row" key={entry.id}>
                <td className="tw:whitespace-nowrap">{when(entry)}</td>
                <td>{entry.author ?? '—'}</td>
                <td>
                  <PageStatusBadge status={entry.status} />
                </td>
                <td>{entry.summary}</td>
                <td>
                  <div className="tw:flex tw:justify-end tw:gap-2">
                    <SmallButton
                      extraButtonProps={{ 'aria-pressed': chosen === entry.id }}
                      label={`Compare the version of ${when(entry)}`}
                      onClick={() => setChosen(entry.id)}
                    >
                      Compare
                    </SmallButton>
                    <SmallButton
                      disabled={busy}
                      label={`Restore the version of ${when(entry)}`}
                      onClick={() => onRestore(entry, when(entry))}
                    >
                      Restore
                    </SmallButton>
                  </div>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </QueryState>
      {shown && (
        <section aria-label={`The version of ${when(shown)} beside the working copy`}>
          <h3 className="tw:m-0 tw:mb-2 tw:text-base tw:font-semibold">
            The version of {when(shown)} beside the working copy
          </h3>
          <QueryState loadingLabel="Loading the version..." query={version}>
            {(data) => <VersionDiff version={data} when={when(shown)} working={working} />}
          </QueryState>
        </section>
      )}
    </div>
  )
}
