'use client'
import React, { useEffect } from 'react'

import { errorMessage } from '../../../lib/api'
import { plural } from '../../../lib/format'
import { useFillEstimate } from './useFillWithAi'
import type { FillBody } from './useFillWithAi'

type Props = {
  body: FillBody
  datasetId: string
  /** The records in scope as last estimated: the progress card's total until the run reports. */
  onRecords: (records: number) => void
}

/**
 * 'This will make N AI calls for M records', asked of the server as the choices change, just above
 * Start. A polite live region: the new figure is read once it settles, not at every keystroke.
 */
export const FillEstimateLine = ({ body, datasetId, onRecords }: Props) => {
  const estimate = useFillEstimate(datasetId, body)
  const records = estimate.data?.records
  useEffect(() => {
    if (records !== undefined) onRecords(records)
  }, [onRecords, records])

  let text: string
  if (body.fields.length === 0) text = 'Choose at least one field to see what the run would cost.'
  else if (estimate.isError)
    text = `The estimate is not available: ${errorMessage(estimate.error, 'Unknown error occurred')}`
  else if (!estimate.data) text = 'Estimating...'
  else if (estimate.data.records === 0) text = 'No records match: there is nothing to fill.'
  else
    text = `This will make ${plural(estimate.data.calls, 'AI call', 'AI calls')} for ${plural(estimate.data.records, 'record', 'records')}.`

  return (
    <p
      aria-busy={estimate.isFetching}
      aria-live="polite"
      className="tw:m-0 tw:rounded-lg tw:bg-elev-50 tw:px-4 tw:py-3 tw:text-sm tw:font-medium"
      data-testid="fill-estimate"
    >
      {text}
    </p>
  )
}
