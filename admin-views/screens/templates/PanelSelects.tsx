'use client'
import React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import type { PanelReply } from '../../../src/schemas/panels'
import { SelectField } from '../../ui/SelectField'

export const PANEL_SLOTS = [
  { key: 'topPanelId', label: 'Top panel' },
  { key: 'bottomPanelId', label: 'Bottom panel' },
  { key: 'leftPanelId', label: 'Left panel' },
  { key: 'rightPanelId', label: 'Right panel' },
] as const

type PanelSlotKey = (typeof PANEL_SLOTS)[number]['key']

type Props = {
  disabled?: boolean
  idPrefix: string
  loading?: boolean
  /** The tenant's panels; an inactive panel that is set stays listed, marked inactive. */
  panels: PanelReply[]
  register: (key: PanelSlotKey) => UseFormRegisterReturn
  tenantChosen: boolean
  /** Panel ids currently set. */
  values: Partial<Record<PanelSlotKey, null | string | undefined>>
}

const hint = 'tw:m-0 tw:text-sm tw:text-elev-500 tw:sm:col-span-2'

/** The four panel selects (top, bottom, left, right) with a 'No panel' option, active panels only. */
export const PanelSelects = ({
  disabled,
  idPrefix,
  loading,
  panels,
  register,
  tenantChosen,
  values,
}: Props) => {
  const active = panels
    .filter((panel) => panel.isActive)
    .map((panel) => ({ label: panel.name, value: panel.id }))
  return (
    <div className="tw:grid tw:gap-3 tw:sm:grid-cols-2">
      {PANEL_SLOTS.map((slot) => {
        const current = values[slot.key]
        const inactiveCurrent = current
          ? panels.find((panel) => panel.id === current && !panel.isActive)
          : undefined
        return (
          <SelectField
            disabled={disabled || !tenantChosen || loading}
            id={`${idPrefix}-${slot.key}`}
            // Remounted once the panels arrive, so the form's value finds its option.
            key={`${slot.key}-${loading ? 'loading' : 'ready'}`}
            label={slot.label}
            options={active}
            {...register(slot.key)}
          >
            <option value="">{loading ? 'Loading panels...' : 'No panel'}</option>
            {inactiveCurrent && (
              <option value={inactiveCurrent.id}>{`${inactiveCurrent.name} (inactive)`}</option>
            )}
          </SelectField>
        )
      })}
      {!tenantChosen && <p className={hint}>Choose a tenant to assign its panels.</p>}
      {tenantChosen && !loading && active.length === 0 && (
        <p className={hint}>This tenant has no active panels yet (Layout → Panels).</p>
      )}
    </div>
  )
}
