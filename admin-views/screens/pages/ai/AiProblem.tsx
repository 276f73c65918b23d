import React from 'react'

import { ApiError, errorMessage } from '../../../lib/api'
import { Notice } from '../../../ui/Notice'

/** Whether a failed AI call means AI is not set up (503: the message names what to set). */
const isNotConfigured = (error: unknown) => error instanceof ApiError && error.status === 503

/**
 * AI not set up, said in the dialog as the datasets' AI dialog says it: the server's message names the
 * variables to set (OPENAI_API_KEY, ...), so an administrator knows what to do.
 */
export const AiProblem = ({ error }: { error: unknown }) =>
  isNotConfigured(error) ? (
    <Notice role="status" testId="ai-problem" tone="warning">
      <p className="tw:m-0 tw:font-semibold">AI is not available</p>
      <p className="tw:m-0 tw:mt-1 tw:text-sm tw:break-words">
        {errorMessage(error, 'AI is not configured')}
      </p>
    </Notice>
  ) : null
