'use client'
import React from 'react'

import type { PageReply } from '../../../../src/schemas/pages'
import { cx } from '../../../ui/cx'
import type { DiffRow } from './lineDiff'
import { lineDiff } from './lineDiff'

const FIELDS = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['seoTitle', 'SEO title'],
  ['seoDescription', 'SEO description'],
] as const satisfies readonly (readonly [keyof PageReply, string])[]

// Words beside the colours, so a change reads without them (and to screen readers).
const MARKS = {
  added: { left: '', right: 'Added' },
  changed: { left: 'Changed', right: 'Changed' },
  removed: { left: 'Removed', right: '' },
  same: { left: '', right: '' },
} as const

const TONES = {
  left: 'tw:bg-error-100 tw:text-error-750',
  right: 'tw:bg-success-100 tw:text-success-750',
}

const Cell = ({ row, side }: { row: DiffRow; side: 'left' | 'right' }) => {
  const text = side in row ? (row as Record<string, string>)[side] : undefined
  const mark = MARKS[row.kind][side]
  return (
    <td
      className={cx(
        'tw:w-1/2 tw:align-top tw:font-mono tw:text-sm tw:whitespace-pre-wrap tw:break-words',
        mark && TONES[side],
      )}
    >
      {mark && <span className="tw:sr-only">{mark}: </span>}
      {text ?? ''}
    </td>
  )
}

type Props = {
  version: PageReply
  /** When the version was saved, as its row in the list names it. */
  when: string
  working: PageReply
}

/**
 * A version beside the page's working copy: title, excerpt and SEO fields, then the content's lines
 * (markdown), changed lines marked on both sides.
 */
export const VersionDiff = ({ version, when, working }: Props) => {
  const rows = lineDiff(version.content, working.content)
  const changed = rows.some((row) => row.kind !== 'same')
  return (
    <div className="tw:flex tw:flex-col tw:gap-3">
      <table
        aria-label={`Fields: the version of ${when} and the working copy`}
        className="sg-table"
      >
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">This version</th>
            <th scope="col">Working copy</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map(([key, label]) => {
            const before = (version[key] as null | string) ?? ''
            const after = (working[key] as null | string) ?? ''
            const row: DiffRow =
              before === after
                ? { kind: 'same', left: before, right: after }
                : { kind: 'changed', left: before, right: after }
            return (
              <tr key={key}>
                <th className="tw:whitespace-nowrap" scope="row">
                  {label}
                </th>
                <Cell row={row} side="left" />
                <Cell row={row} side="right" />
              </tr>
            )
          })}
        </tbody>
      </table>
      <div
        aria-label="Content: the version and the working copy"
        className="tw:max-h-96 tw:overflow-auto tw:rounded tw:border tw:border-elev-150"
        role="region"
        tabIndex={0}
      >
        {changed ? (
          <table aria-label="Content, line by line" className="sg-table">
            <thead>
              <tr>
                <th scope="col">This version</th>
                <th scope="col">Working copy</th>
              </tr>
            </thead>
            <tbody data-testid="content-diff">
              {rows.map((row, index) => (
                <tr key={index}>
                  <Cell row={row} side="left" />
                  <Cell row={row} side="right" />
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="tw:m-0 tw:p-3 tw:text-elev-600">The content is the same.</p>
        )}
      </div>
    </div>
  )
}
