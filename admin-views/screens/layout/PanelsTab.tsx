'use client'
import { useQuery } from '@tanstack/react-query'
import React from 'react'

import type { PanelReply } from '../../../src/schemas/panels'
import { StatusBadge } from '../../ui/Badge'
import { Card } from '../../ui/Card'
import { RowActions } from '../../ui/RowActions'
import { LayoutListTab } from './LayoutListTab'
import { PanelForm } from './PanelForm'
import { useLayoutList } from './useLayoutList'

const BASE = '/api/panels'

/** Spec §9: the first 200 characters of a panel's content. */
const PREVIEW_LENGTH = 200

const preview = (content: string) =>
  content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}...` : content

/**
 * The Panels tab (spec §2.11): the create form, then the panels by name with a preview of their HTML,
 * Edit (in place) and Delete after a confirm. Templates' panel pickers read the same list.
 */
export const PanelsTab = ({ tenantId }: { tenantId: string }) => {
  const panels = useQuery<PanelReply[]>({ queryKey: [BASE, tenantId] })
  const list = useLayoutList<PanelReply>({
    // A deleted panel is cleared from the templates and page types that showed it.
    alsoRefresh: ['/api/templates', '/api/page-types'],
    base: BASE,
    thing: 'panel',
    updateMethod: 'PUT',
  })

  return (
    <LayoutListTab
      confirm={{
        message: (
          <>
            Are you sure you want to delete the panel <strong>{list.deleting?.name}</strong>?
            Templates and page types that show it will no longer do so. This action cannot be
            undone.
          </>
        ),
        title: 'Delete Panel',
      }}
      empty="No panels yet. Create one above."
      form={
        <Card title="Create Panel">
          <PanelForm save={(values) => list.crud.create.mutateAsync({ ...values, tenantId })} />
        </Card>
      }
      heading="Panels"
      list={list}
      loadingLabel="Loading panels..."
      query={panels}
    >
      {(data) => (
        <ul className="tw:m-0 tw:flex tw:list-none tw:flex-col tw:gap-3 tw:p-0">
          {[...data]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((panel) => (
              <li
                className="tw:rounded-lg tw:border tw:border-elev-150 tw:bg-surface tw:p-4"
                data-row-id={panel.id}
                data-testid="panel-item"
                key={panel.id}
              >
                {list.editingId === panel.id ? (
                  <PanelForm
                    editing={panel}
                    onCancel={() => list.closeEdit(panel.id, panel.name)}
                    save={(values) => list.saveEdit(panel.id, values, values.name)}
                  />
                ) : (
                  <div className="tw:flex tw:flex-col tw:gap-2">
                    <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-2">
                      <h3 className="tw:m-0 tw:flex tw:items-center tw:gap-2 tw:text-base tw:font-semibold">
                        {panel.name}
                        <StatusBadge status={panel.isActive ? 'active' : 'inactive'} />
                      </h3>
                      <RowActions
                        onDelete={() => list.setDeleting(panel)}
                        onEdit={() => list.setEditingId(panel.id)}
                        subject={panel.name}
                      />
                    </div>
                    <pre className="tw:m-0 tw:overflow-x-auto tw:rounded tw:bg-elev-50 tw:p-3 tw:text-sm tw:whitespace-pre-wrap tw:break-all">
                      {preview(panel.content)}
                    </pre>
                  </div>
                )}
              </li>
            ))}
        </ul>
      )}
    </LayoutListTab>
  )
}
