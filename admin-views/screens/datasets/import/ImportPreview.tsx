'use client'
import React from 'react'

import type { DryRunReply } from '../../../../src/schemas/imports'
import { Badge } from '../../../ui/Badge'
import { Notice } from '../../../ui/Notice'
import { Table } from '../../../ui/Table'

const n = (value: number) => value.toLocaleString('en-US')

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/** The dry run's answer: the counts, the column mapping, the first rows as stored, the row errors. */
export const ImportPreview = ({ dryRun }: { dryRun: DryRunReply }) => {
  const fields = dryRun.columns.flatMap((c) =>
    c.target && c.target !== 'id' && c.target !== 'liveDate' ? [c.target] : [],
  )
  const duplicateWord = dryRun.onDuplicate === 'skip' ? 'skipped' : 'updated'
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <p className="tw:m-0" data-testid="import-summary" role="status">
        {n(dryRun.rows)} rows:{' '}
        {n(dryRun.valid - (dryRun.onDuplicate === 'update' ? dryRun.duplicates : 0))} new,{' '}
        {n(dryRun.duplicates)} already in the dataset ({duplicateWord}), {n(dryRun.failed)} with
        errors.
      </p>
      {dryRun.missingFields.length > 0 && (
        <Notice>
          Required fields have no column in the file: {dryRun.missingFields.join(', ')}
        </Notice>
      )}
      <section aria-labelledby="import-mapping-title" className="tw:flex tw:flex-col tw:gap-2">
        <h3 className="tw:m-0 tw:text-base" id="import-mapping-title">
          Columns
        </h3>
        <Table columns={['Column', 'Stored as', 'Note']} label="Column mapping">
          {dryRun.columns.map((c) => (
            <tr key={c.column}>
              <td>{c.column}</td>
              <td>
                {c.target ? (
                  `${c.target}${c.type ? ` (${c.type})` : ''}`
                ) : (
                  <Badge tone="warning">not stored</Badge>
                )}
              </td>
              <td className="tw:text-sm">{c.note}</td>
            </tr>
          ))}
        </Table>
      </section>
      <section aria-labelledby="import-preview-title" className="tw:flex tw:flex-col tw:gap-2">
        <h3 className="tw:m-0 tw:text-base" id="import-preview-title">
          First {dryRun.preview.length} rows as they will be stored
        </h3>
        <Table columns={['Line', ...fields, 'liveDate', 'Result']} label="Preview">
          {dryRun.preview.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              {fields.map((name) => (
                <td key={name}>{cell(row.data[name])}</td>
              ))}
              <td className="tw:whitespace-nowrap">{row.liveDate ?? ''}</td>
              <td>
                {row.errors.length ? (
                  <Badge tone="error">Error</Badge>
                ) : row.duplicate ? (
                  <Badge tone="neutral">{dryRun.onDuplicate === 'skip' ? 'Skip' : 'Update'}</Badge>
                ) : (
                  <Badge tone="success">New</Badge>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </section>
      {dryRun.errors.length > 0 && <RowErrors errors={dryRun.errors} title="Rows with errors" />}
    </div>
  )
}

/** Row errors as a list a screen reader reads line by line. */
export const RowErrors = ({ errors, title }: { errors: DryRunReply['errors']; title: string }) => (
  <section aria-labelledby="import-errors-title" className="tw:flex tw:flex-col tw:gap-2">
    <h3 className="tw:m-0 tw:text-base" id="import-errors-title">
      {title} {errors.length >= 100 ? '(the first 100)' : ''}
    </h3>
    <RowErrorList className="tw:max-h-48 tw:text-sm" errors={errors} testId="import-errors" />
  </section>
)

/** 'Line 9, Price: price must be a number', one item per row error. */
export const RowErrorList = ({
  className,
  errors,
  testId,
}: {
  className: string
  errors: DryRunReply['errors']
  testId?: string
}) => (
  <ul className={`tw:m-0 tw:overflow-y-auto tw:pl-5 ${className}`} data-testid={testId}>
    {errors.map((e, i) => (
      <li key={i}>
        Line {e.line}
        {e.column ? `, ${e.column}` : ''}: {e.message}
      </li>
    ))}
  </ul>
)
