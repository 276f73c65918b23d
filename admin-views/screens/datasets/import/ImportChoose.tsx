'use client'
import React from 'react'

import { Field } from '../../../ui/Field'
import { fieldAria } from '../../../ui/fieldAria'
import { NumberField } from '../../../ui/NumberField'
import { SelectField } from '../../../ui/SelectField'

export type ImportOptions = { onDuplicate: 'skip' | 'update'; weeks: string }

type Props = {
  file: File | null
  fileError?: string
  onFile: (file: File | null) => void
  onOptions: (options: ImportOptions) => void
  options: ImportOptions
  weeksError?: string
}

const DUPLICATE_OPTIONS = [
  { label: 'Skip it (keep the record as it is)', value: 'skip' },
  { label: 'Update it with the row’s values', value: 'update' },
] as const

/** The import's first step: the file and how its rows are stored. */
export const ImportChoose = ({
  file,
  fileError,
  onFile,
  onOptions,
  options,
  weeksError,
}: Props) => {
  const fileMessage = fileError ? { message: fileError } : undefined
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <Field
        error={fileMessage}
        hint="UTF-8 with a header row; columns are matched to fields by name. Comma or semicolon separated."
        htmlFor="import-file"
        label="CSV file"
        required
      >
        <input
          accept=".csv,text/csv"
          className="sg-input"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          type="file"
          {...fieldAria({
            error: fileMessage,
            hint: 'UTF-8 with a header row',
            id: 'import-file',
          })}
          aria-required
        />
      </Field>
      {file && (
        <p className="tw:m-0 tw:text-sm tw:text-elev-600">
          {file.name} ({Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB)
        </p>
      )}
      <SelectField
        hint="A row is a duplicate when its primary field (or its id column) names a record already in the dataset or earlier in the file."
        id="import-duplicates"
        label="When a row matches an existing record"
        onChange={(event) =>
          onOptions({ ...options, onDuplicate: event.target.value as ImportOptions['onDuplicate'] })
        }
        options={DUPLICATE_OPTIONS}
        value={options.onDuplicate}
      />
      <NumberField
        error={weeksError ? { message: weeksError } : undefined}
        hint="Rows without a liveDate go live now (0), or spread evenly over this many weeks."
        id="import-weeks"
        label="Weeks to distribute"
        max={52}
        min={0}
        onChange={(event) => onOptions({ ...options, weeks: event.target.value })}
        value={options.weeks}
      />
    </div>
  )
}
