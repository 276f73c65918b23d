'use client'
import React from 'react'

import { arrowKeyIndex } from '../lib/arrowKeyIndex'
import { cx } from './cx'

type TabItem<K extends string> = { id: K; label: string }

type Props<K extends string> = {
  className?: string
  /** Prefix of the tabs' and panels' ids (see `TabPanel`). */
  idPrefix: string
  items: readonly TabItem<K>[]
  /** The tab list's accessible name. */
  label: string
  onSelect: (id: K) => void
  selected: K
}

const tabId = (idPrefix: string, id: string) => `${idPrefix}-${id}-tab`
const panelId = (idPrefix: string, id: string) => `${idPrefix}-${id}-panel`

/**
 * A row of tabs (WAI-ARIA tabs pattern): the chosen one is the only one in the Tab order, Left and Right
 * arrows (Home, End) move between them and choose. Each tab controls the `TabPanel` of the same id.
 */
export const Tabs = <K extends string>({
  className,
  idPrefix,
  items,
  label,
  onSelect,
  selected,
}: Props<K>) => {
  const move = (event: React.KeyboardEvent, index: number) => {
    const next = arrowKeyIndex(event.key, index, items.length, 'horizontal')
    if (next === null) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    onSelect(item.id)
    document.getElementById(tabId(idPrefix, item.id))?.focus()
  }
  return (
    <div
      aria-label={label}
      className={cx(
        // Tabs that do not fit go to a second row, all in sight (a phone's 360 px hold two or three).
        'tw:flex tw:flex-wrap tw:gap-x-1 tw:border-b tw:border-elev-150',
        className,
      )}
      role="tablist"
    >
      {items.map((item, index) => {
        const chosen = item.id === selected
        return (
          <button
            aria-controls={panelId(idPrefix, item.id)}
            aria-selected={chosen}
            className={cx(
              'tw:-mb-px tw:cursor-pointer tw:border-0 tw:border-b-2 tw:bg-transparent tw:px-4 tw:py-2.5 tw:text-base tw:whitespace-nowrap',
              chosen
                ? 'tw:border-text tw:font-semibold tw:text-text'
                : 'tw:border-transparent tw:text-elev-500 tw:hover:text-text',
            )}
            id={tabId(idPrefix, item.id)}
            key={item.id}
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => move(event, index)}
            role="tab"
            tabIndex={chosen ? 0 : -1}
            type="button"
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )
}

/** The panel of one tab; `hidden` keeps it (and its form's state) mounted but out of view. */
export const TabPanel = ({
  children,
  hidden,
  id,
  idPrefix,
}: {
  children: React.ReactNode
  hidden?: boolean
  id: string
  idPrefix: string
}) => (
  <div
    aria-labelledby={tabId(idPrefix, id)}
    hidden={hidden}
    id={panelId(idPrefix, id)}
    role="tabpanel"
  >
    {children}
  </div>
)

type SectionsProps<K extends string> = Omit<Props<K>, 'className'> & {
  /** The wrapper's classes (a column with a gap, as a rule). */
  className?: string
  /** Each tab's content; a tab left out (or `undefined`) has no panel. */
  panels: Partial<Record<K, React.ReactNode>>
}

/** Tabs above their panels, one panel for each tab, only the chosen one shown. */
export const TabSections = <K extends string>({
  className = 'tw:flex tw:flex-col tw:gap-4',
  panels,
  ...tabs
}: SectionsProps<K>) => (
  <div className={className}>
    <Tabs {...tabs} />
    {tabs.items.map(({ id }) =>
      panels[id] === undefined ? null : (
        <TabPanel hidden={id !== tabs.selected} id={id} idPrefix={tabs.idPrefix} key={id}>
          {panels[id]}
        </TabPanel>
      ),
    )}
  </div>
)
