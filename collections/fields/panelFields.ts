import type { Field, FilterOptions, Where } from 'payload'

/** The four places a panel can be shown around a page's content. */
export const panelPositions = ['topPanel', 'bottomPanel', 'leftPanel', 'rightPanel'] as const

export type PanelPosition = (typeof panelPositions)[number]

const labels: Record<PanelPosition, string> = {
  topPanel: 'Top Panel',
  bottomPanel: 'Bottom Panel',
  leftPanel: 'Left Panel',
  rightPanel: 'Right Panel',
}

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
