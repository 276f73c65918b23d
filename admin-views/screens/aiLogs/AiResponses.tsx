'use client'
import React, { useState } from 'react'

import { CodeBlock } from '../../ui/CodeBlock'
import { SmallButton } from '../../ui/SmallButton'

/** A batch's or fill's response: one input (or record) with what the AI answered, or why it failed. */
type ItemResponse = {
  error?: string
  item: string
  recordId?: string
  values?: Record<string, unknown>
}

/** How many responses show before 'Show all': a run of 1,000 inputs keeps 1,000. */
const FIRST = 50

const isItemResponse = (value: unknown): value is ItemResponse =>
  !!value && typeof value === 'object' && typeof (value as { item?: unknown }).item === 'string'

const text = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

const ItemRow = ({ response }: { response: ItemResponse }) => (
  <li
    className="tw:flex tw:flex-col tw:gap-1 tw:border-b tw:border-elev-100 tw:py-2 tw:last:border-b-0"
    data-testid="ai-log-response"
  >
    <span className="tw:font-medium tw:break-words">{response.item}</span>
    {response.error ? (
      <span className="tw:text-sm tw:break-words tw:text-error-750">{response.error}</span>
    ) : (
      <dl className="tw:m-0 tw:grid tw:grid-cols-[minmax(0,max-content)_1fr] tw:gap-x-3 tw:gap-y-0.5 tw:text-sm">
        {Object.entries(response.values ?? {}).map(([field, value]) => (
          <React.Fragment key={field}>
            <dt className="tw:text-elev-500">{field}</dt>
            <dd className="tw:m-0 tw:break-words">{text(value)}</dd>
          </React.Fragment>
        ))}
      </dl>
    )}
  </li>
)

/**
 * An AI run's responses: one row per input or record with the values the AI gave (or its error);
 * anything else (a generated list) as JSON. Long runs show their first 50 until asked for all.
 */
export const AiResponses = ({ responses }: { responses: unknown[] }) => {
  const [all, setAll] = useState(false)
  if (responses.length === 0)
    return <p className="tw:m-0 tw:text-sm tw:text-elev-500">No responses yet.</p>
  if (!responses.every(isItemResponse))
    return <CodeBlock label="Responses">{JSON.stringify(responses, null, 2)}</CodeBlock>
  const shown = all ? responses : responses.slice(0, FIRST)
  return (
    <div className="tw:flex tw:flex-col tw:gap-2">
      <ol
        aria-label="Responses"
        className="tw:m-0 tw:max-h-96 tw:list-none tw:overflow-auto tw:rounded-lg tw:border tw:border-elev-150 tw:px-3 tw:py-1"
        tabIndex={0}
      >
        {shown.map((response, index) => (
          <ItemRow key={index} response={response} />
        ))}
      </ol>
      {shown.length < responses.length && (
        <div className="tw:flex tw:items-center tw:justify-between tw:gap-2 tw:text-sm tw:text-elev-500">
          <span>
            Showing the first {shown.length} of {responses.length}
          </span>
          <SmallButton onClick={() => setAll(true)}>Show all</SmallButton>
        </div>
      )}
    </div>
  )
}
