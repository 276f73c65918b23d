'use client'
import React from 'react'

import type { SectionReply } from '../../../src/schemas/homepageSections'
import { ActiveSwitch } from '../../ui/ActiveSwitch'
import { RowActions } from '../../ui/RowActions'
import { stickyEnd } from '../../ui/Table'
import { sectionTypeLabel } from './sectionForm'
import type { SectionChoices } from './useSectionChoices'
import { SmallButton } from '../../ui/SmallButton'

type Props = {
  choices: SectionChoices
  first: boolean
  last: boolean
  onDelete: () => void
  onEdit: () => void
  onMove: (direction: -1 | 1) => void
  onToggle: (isActive: boolean) => void
  section: SectionReply
}

/** What the section shows beside its type: the page type, category or template it names. */
const detailOf = (section: SectionReply, choices: SectionChoices): string | undefined => {
  switch (section.sectionType) {
    case 'page_type':
      return choices.nameOf(section.settings.pageTypeId) ?? 'No page type'
    case 'category':
      return choices.nameOf(section.settings.categoryId) ?? 'No category'
    case 'template_cards':
      return choices.nameOf(section.templateId) ?? 'No template'
    default:
      return undefined
  }
}

const ArrowButton = ({
  disabled,
  label,
  onClick,
  symbol,
}: {
  disabled: boolean
  label: string
  onClick: () => void
  symbol: string
}) => (
  <SmallButton disabled={disabled} label={label} onClick={onClick} tooltip>
    <span aria-hidden="true">{symbol}</span>
  </SmallButton>
)

/**
 * One homepage section: order, title, type (and what it shows), item count, the active switch, Move up
 * (disabled on the first row), Move down (disabled on the last), Edit and Delete.
 */
export const SectionRow = ({
  choices,
  first,
  last,
  onDelete,
  onEdit,
  onMove,
  onToggle,
  section,
}: Props) => {
  const detail = detailOf(section, choices)
  return (
    <tr data-row-id={section.id} data-testid="section-row">
      <td>{section.order}</td>
      <td className="tw:font-medium">{section.title}</td>
      <td>
        {sectionTypeLabel(section.sectionType)}
        {detail && <div className="tw:text-sm tw:text-elev-500">{detail}</div>}
      </td>
      <td>{section.sectionType === 'custom_content' ? '—' : section.itemCount}</td>
      <td>
        <ActiveSwitch active={section.isActive} onToggle={onToggle} subject={section.title} />
      </td>
      <td className={stickyEnd}>
        <RowActions onDelete={onDelete} onEdit={onEdit} subject={section.title}>
          <ArrowButton
            disabled={first}
            label={`Move ${section.title} up`}
            onClick={() => onMove(-1)}
            symbol="↑"
          />
          <ArrowButton
            disabled={last}
            label={`Move ${section.title} down`}
            onClick={() => onMove(1)}
            symbol="↓"
          />
        </RowActions>
      </td>
    </tr>
  )
}
