import type { Field, FilterOptions, Where } from 'payload'

import type { Reference } from '../hooks/checkReferences'

/** The four places a panel can be shown around a page's content. */
export const panelPositions = ['topPanel', 'bottomPanel', 'leftPanel', 'rightPanel'] as const

type PanelPosition = (typeof panelPositions)[number]

const labels: Record<PanelPosition, string> = {
  topPanel: 'Top Panel',
  bottomPanel: 'Bottom Panel',
  leftPanel: 'Left Panel',
  rightPanel: 'Right Panel',
}

/**
 * What checkReferences holds the four slots to: the tenant's own panels and, where the screen offers
 * only active ones (page types, spec 2.6), active when first assigned.
 */
export const panelReferences = ({
  active,
  label,
}: {
  active: boolean
  label?: string
}): Reference[] =>
  panelPositions.map((position) => ({
    field: position,
    collection: 'panels',
    label: label ?? labels[position].replace(' Panel', ' panel'),
    sameTenant: true,
    active,
  }))

// Offer active panels, plus the one already chosen: a panel switched off later must not make the
// template or page type unsavable (Payload validates the value against filterOptions too).
const activeOrCurrent =
  (position: PanelPosition): FilterOptions =>
  ({ siblingData }): Where => {
    const current = (siblingData as Record<string, unknown> | undefined)?.[position]
    const currentId =
      current && typeof current === 'object' ? (current as { id?: unknown }).id : current
    if (typeof currentId !== 'string' && typeof currentId !== 'number')
      return { isActive: { equals: true } }
    return { or: [{ isActive: { equals: true } }, { id: { equals: currentId } }] }
  }

/** Panel assignments shared by templates and page types. */
export const panelFields = (): Field[] => [
  {
    type: 'collapsible',
    label: 'Panel Assignments',
    fields: panelPositions.map((position) => ({
      name: position,
      type: 'relationship',
      relationTo: 'panels',
      index: true,
      label: labels[position],
      filterOptions: activeOrCurrent(position),
    })),
  },
]
