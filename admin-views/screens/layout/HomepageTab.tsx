'use client'
import { useQuery } from '@tanstack/react-query'
import React, { useId, useState } from 'react'

import type { SectionReply } from '../../../src/schemas/homepageSections'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { QueryState } from '../../ui/QueryState'
import { stickyEnd, Table } from '../../ui/Table'
import { focusHeading, focusInRow } from './rowFocus'
import type { Change } from './useLayoutCrud'
import { sectionBody } from './sectionForm'
import { SectionEditRow } from './SectionEditRow'
import { SectionForm } from './SectionForm'
import { SectionRow } from './SectionRow'
import { useLayoutCrud } from './useLayoutCrud'
import { useSectionChoices } from './useSectionChoices'

const BASE = '/api/homepage-sections'

/**
 * Moving a section sets its order one less (up, minimum 0) or one more (down) (spec §4). When that
 * would leave it level with or behind its neighbour, the neighbour takes its old order, so the rows
 * visibly swap.
 */
const moveChanges = (rows: readonly SectionReply[], index: number, step: -1 | 1): Change[] => {
  const section = rows[index]
  const neighbour = rows[index + step]
  if (!section) return []
  const order = Math.max(0, section.order + step)
  const changes: Change[] = [{ body: { order }, id: section.id }]
  const crossed = neighbour && (step < 0 ? neighbour.order >= order : neighbour.order <= order)
  if (neighbour && crossed && neighbour.order !== section.order)
    changes.push({ body: { order: section.order }, id: neighbour.id })
  return changes
}

/**
 * The Homepage Layout tab (spec §2.11): the add-section form and the sections by order with move up
 * and down, the active switch, inline edit and Delete after a confirm. Changes also refresh the loads
 * of pages and template cards (spec §4).
 */
export const HomepageTab = ({ tenantId }: { tenantId: string }) => {
  const sections = useQuery<SectionReply[]>({ queryKey: [BASE, tenantId] })
  const choices = useSectionChoices(tenantId)
  const crud = useLayoutCrud<SectionReply>({
    alsoRefresh: ['/api/pages', '/api/template-cards'],
    base: BASE,
    thing: 'homepage section',
    updateMethod: 'PATCH',
  })
  const [editingId, setEditingId] = useState<null | string>(null)
  const [deleting, setDeleting] = useState<null | SectionReply>(null)
  const headingId = useId()
  const closeEdit = (id: string, title: string) => {
    setEditingId(null)
    focusInRow(id, [`Edit ${title}`])
  }
  const rows = sections.data ?? []
  const nextOrder = rows.length ? Math.max(...rows.map((s) => s.order)) + 1 : 0

  return (
    <div className="tw:flex tw:flex-col tw:gap-6">
      <SectionForm
        choices={choices}
        create={(values) =>
          crud.create.mutateAsync({
            ...sectionBody(values),
            sectionType: values.sectionType,
            tenantId,
          })
        }
        nextOrder={nextOrder}
      />
      <section aria-label="Homepage sections" className="tw:flex tw:flex-col tw:gap-3">
        <h2 className="tw:m-0 tw:text-lg tw:font-semibold" id={headingId} tabIndex={-1}>
          Homepage Sections
        </h2>
        <p className="tw:m-0 tw:text-sm tw:text-elev-500">
          Active sections are shown on the homepage in this order. With none active, the homepage
          shows the latest posts and each template&apos;s first cards.
        </p>
        <QueryState
          empty="No homepage sections yet. Add one above."
          loadingLabel="Loading homepage sections..."
          query={sections}
        >
          {(data) => (
            <Table
              className="tw:min-w-[48rem]"
              columns={[
                'Order',
                'Title',
                'Type',
                'Items',
                'Status',
                { className: stickyEnd, label: 'Actions', srOnly: true },
              ]}
              label="Homepage sections"
            >
              {data.map((section, index) =>
                editingId === section.id ? (
                  <SectionEditRow
                    choices={choices}
                    key={section.id}
                    onCancel={() => closeEdit(section.id, section.title)}
                    onSave={async (values) => {
                      await crud.update.mutateAsync({ body: sectionBody(values), id: section.id })
                      closeEdit(section.id, values.title)
                    }}
                    section={section}
                  />
                ) : (
                  <SectionRow
                    choices={choices}
                    first={index === 0}
                    key={section.id}
                    last={index === data.length - 1}
                    onDelete={() => setDeleting(section)}
                    onEdit={() => setEditingId(section.id)}
                    onMove={(step) => {
                      const [up, down] = [`Move ${section.title} up`, `Move ${section.title} down`]
                      crud.update.mutate(moveChanges(data, index, step), {
                        // The same arrow again, or the other one once the row reached an end.
                        onSuccess: () => focusInRow(section.id, step < 0 ? [up, down] : [down, up]),
                      })
                    }}
                    onToggle={(isActive) =>
                      crud.update.mutate({ body: { isActive }, id: section.id })
                    }
                    section={section}
                  />
                ),
              )}
            </Table>
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        busy={crud.remove.isPending}
        message={
          <p className="tw:m-0">
            Are you sure you want to delete the homepage section <strong>{deleting?.title}</strong>?
            This action cannot be undone.
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
        title="Delete Homepage Section"
      />
    </div>
  )
}
