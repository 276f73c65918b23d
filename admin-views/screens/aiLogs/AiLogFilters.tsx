'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import { plural } from '../../lib/format'
import { SelectField } from '../../ui/SelectField'
import { OPERATION_OPTIONS, STATUS_OPTIONS } from './aiLogText'

type LogFilters = { operation: string; status: string }

const FILTERS = [
  { all: 'All statuses', key: 'status', label: 'Status', options: STATUS_OPTIONS },
  { all: 'All operations', key: 'operation', label: 'Operation', options: OPERATION_OPTIONS },
] as const

type Props = {
  /** Runs shown (undefined while loading). */
  count: number | undefined
  onChange: (filters: LogFilters) => void
  /** Of them, still running. */
  running: number
  value: LogFilters
}

/** The list's filters, by status and by operation ('' is all), and how many runs they leave. */
export const AiLogFilters = ({ count, onChange, running, value }: Props) => (
  <div className="tw:flex tw:flex-wrap tw:items-end tw:gap-4 tw:rounded-lg tw:border tw:border-elev-100 tw:bg-elev-50 tw:p-4">
    {FILTERS.map((filter) => (
      <SelectField
        fieldClassName="tw:w-full tw:sm:w-52"
        id={`ai-log-${filter.key}`}
        key={filter.key}
        label={filter.label}
        onChange={(event) => onChange({ ...value, [filter.key]: event.target.value })}
        options={filter.options}
        value={value[filter.key]}
      >
        <option value="">{filter.all}</option>
      </SelectField>
    ))}
    {(value.status || value.operation) && (
      <Button
        buttonStyle="secondary"
        margin={false}
        onClick={() => onChange({ operation: '', status: '' })}
        size="medium"
      >
        Show all
      </Button>
    )}
    <p aria-live="polite" className="tw:m-0 tw:ml-auto tw:self-center tw:text-sm tw:text-elev-600">
      {count === undefined
        ? ''
        : `${plural(count, 'run', 'runs')}${running ? `, ${running} running` : ''}`}
    </p>
  </div>
)
