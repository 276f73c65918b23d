'use client'
import { useQuery } from '@tanstack/react-query'
import React from 'react'

import type { SectionReply } from '../../../src/schemas/homepageSections'
import { stickyEnd, Table } from '../../ui/Table'
import { LayoutListTab } from './LayoutListTab'
import { focusInRow } from './rowFocus'
import type { Change } from './useLayoutCrud'
import { sectionBody } from './sectionForm'
import { SectionEditRow } from './SectionEditRow'
import { SectionForm } from './SectionForm'
import { SectionRow } from './SectionRow'
import { useLayoutList } from './useLayoutList'
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
  const list = useLayoutList<SectionReply>({
    alsoRefresh: ['/api/pages', '/api/template-cards'],
    base: BASE,
    thing: 'homepage section',
    updateMethod: 'PATCH',
  })
  const rows = sections.data ?? []
  const nextOrder = rows.length ? Math.max(...rows.map((s) => s.order)) + 1 : 0

  return (
    <LayoutListTab
      confirm={{
        message: (
          <>
            Are you sure you want to delete the homepage section{' '}
            <strong>{list.deleting?.title}</strong>? This action cannot be undone.
          </>
        ),
        title: 'Delete Homepage Section',
      }}
      empty="No homepage sections yet. Add one above."
      form={
        <SectionForm
          choices={choices}
          create={(values) =>
            list.crud.create.mutateAsync({
              ...sectionBody(values),
              sectionType: values.sectionType,
              tenantId,
            })
          }
          nextOrder={nextOrder}
        />
      }
      heading="Homepage Sections"
      label="Homepage sections"
      list={list}
      loadingLabel="Loading homepage sections..."
      note={
        <p className="tw:m-0 tw:text-sm tw:text-elev-500">
          Active sections are shown on the homepage in this order. With none active, the homepage
          shows the latest posts and each template&apos;s first cards.
        </p>
      }
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
            list.editingId === section.id ? (
              <SectionEditRow
                choices={choices}
                key={section.id}
                onCancel={() => list.closeEdit(section.id, section.title)}
                onSave={(values) => list.saveEdit(section.id, sectionBody(values), values.title)}
                section={section}
              />
            ) : (
              <SectionRow
                choices={choices}
                first={index === 0}
                key={section.id}
                last={index === data.length - 1}
                onDelete={() => list.setDeleting(section)}
                onEdit={() => list.setEditingId(section.id)}
                onMove={(step) => {
                  const [up, down] = [`Move ${section.title} up`, `Move ${section.title} down`]
                  list.crud.update.mutate(moveChanges(data, index, step), {
                    // The same arrow again, or the other one once the row reached an end.
                    onSuccess: () => focusInRow(section.id, step < 0 ? [up, down] : [down, up]),
                  })
                }}
                onToggle={(isActive) => list.toggle(section.id, isActive)}
                section={section}
              />
            ),
          )}
        </Table>
      )}
    </LayoutListTab>
  )
}
