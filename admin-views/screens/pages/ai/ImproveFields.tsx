'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import type { ImprovementType } from '../../../../src/schemas/aiContent'
import { SelectField } from '../../../ui/SelectField'
import { TextAreaField } from '../../../ui/TextAreaField'
import { IMPROVEMENTS } from './aiOptions'
import { AiProblem } from './AiProblem'
import type { Improver } from './useImprover'

/**
 * The improver's fields (spec section 2.3): the markdown to improve, the improvement type with what it
 * does, additional instructions, Improve Content, and Revert to Original once the AI changed it; the
 * excerpt the AI wrote beside it.
 */
export const ImproveFields = ({ id, improver }: { id: string; improver: Improver }) => {
  const { busy, changed, text } = improver
  const chosen = IMPROVEMENTS.find((item) => item.value === improver.improvementType)
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <AiProblem error={improver.error} />
      <TextAreaField
        className="tw:min-h-64 tw:font-mono tw:text-sm"
        hint="Markdown. While the AI works the text cannot be changed."
        id={`${id}-content`}
        label="Content"
        onChange={(event) => improver.setText({ ...text, content: event.target.value })}
        readOnly={busy}
        rows={12}
        value={text.content}
      />
      <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
        <SelectField
          hint={chosen?.description}
          id={`${id}-type`}
          label="Improvement Type"
          onChange={(event) => improver.setImprovementType(event.target.value as ImprovementType)}
          options={IMPROVEMENTS}
          value={improver.improvementType}
        />
        <TextAreaField
          className="tw:min-h-0"
          hint="Optional, e.g. 'mention our free delivery'."
          id={`${id}-instructions`}
          label="Additional Instructions"
          maxLength={2000}
          onChange={(event) => improver.setInstructions(event.target.value)}
          rows={2}
          value={improver.instructions}
        />
      </div>
      {(changed || text.excerpt) && (
        <TextAreaField
          className="tw:min-h-0"
          hint={changed ? 'Written by the AI with the content.' : undefined}
          id={`${id}-excerpt`}
          label="Excerpt"
          onChange={(event) => improver.setText({ ...text, excerpt: event.target.value })}
          readOnly={busy}
          rows={2}
          value={text.excerpt}
        />
      )}
      <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-end tw:gap-2">
        {changed && (
          <p
            className="tw:m-0 tw:mr-auto tw:text-sm tw:text-success-750"
            data-testid="improved-note"
            role="status"
          >
            ✓ Improved by AI. The original is kept until you revert.
          </p>
        )}
        {changed && (
          <Button
            buttonStyle="secondary"
            disabled={busy}
            margin={false}
            onClick={improver.revert}
            size="medium"
          >
            Revert to Original
          </Button>
        )}
        <Button
          buttonStyle="primary"
          disabled={busy}
          margin={false}
          onClick={improver.improve}
          size="medium"
        >
          {busy ? 'Improving...' : changed ? 'Improve Again' : 'Improve Content'}
        </Button>
      </div>
    </div>
  )
}
