'use client'
import React from 'react'

import { useDatasetFields } from './queries'

type Props = {
  datasetId: null | string | undefined
  onContent: (token: string) => void
  onUrl: (token: string) => void
}

const note = 'tw:m-0 tw:text-sm tw:text-elev-500'

/** The chosen dataset's fields as chips: insert #field# into the content or {field} into the URL pattern. */
export const DatasetFieldChips = ({ datasetId, onContent, onUrl }: Props) => {
  const fields = useDatasetFields(datasetId)
  if (!datasetId) return <p className={note}>Choose a dataset to see its fields.</p>
  if (fields.isLoading) return <p className={note}>Loading fields...</p>
  if (fields.isError)
    return <p className="tw:m-0 tw:text-sm tw:text-error-500">Failed to load the dataset fields</p>
  const names = [...(fields.data ?? [])]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map((field) => field.name)
  if (names.length === 0) return <p className={note}>This dataset has no fields yet.</p>
  return (
    <div className="tw:flex tw:flex-col tw:gap-3" data-testid="dataset-fields">
      <ChipRow
        label="Insert into content"
        names={names}
        onPick={(name) => onContent(`#${name}#`)}
        render={(name) => `#${name}#`}
      />
      <ChipRow
        label="Insert into URL pattern"
        names={names}
        onPick={(name) => onUrl(`{${name}}`)}
        render={(name) => `{${name}}`}
      />
    </div>
  )
}

const ChipRow = ({
  label,
  names,
  onPick,
  render,
}: {
  label: string
  names: string[]
  onPick: (name: string) => void
  render: (name: string) => string
}) => (
  <div className="tw:flex tw:flex-col tw:gap-1.5">
    <span className="tw:text-xs tw:font-semibold tw:uppercase tw:tracking-wide tw:text-elev-500">
      {label}
    </span>
    <div className="tw:flex tw:flex-wrap tw:gap-1.5">
      {names.map((name) => (
        <button
          aria-label={`${label}: ${render(name)}`}
          className="tw:cursor-pointer tw:rounded-full tw:border tw:border-elev-150 tw:bg-elev-50 tw:px-2.5 tw:py-0.5 tw:font-mono tw:text-xs tw:text-elev-800 tw:hover:border-elev-400 tw:hover:bg-elev-100"
          key={name}
          onClick={() => onPick(name)}
          type="button"
        >
          {render(name)}
        </button>
      ))}
    </div>
  </div>
)
