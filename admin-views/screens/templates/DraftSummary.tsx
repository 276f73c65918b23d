import React from 'react'

import type { TemplateDraftReply } from '../../../src/schemas/templates'
import { formatDateTime } from '../../lib/format'
import { DRAFT_FIELD_NAMES } from './templateDraft'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * What a template's saved draft holds and what publishing it does: how many of its pages change and
 * which URLs move (their old URLs then answer 301 to the new ones).
 */
export const DraftSummary = ({ draft, id }: { draft: TemplateDraftReply; id: string }) => {
  const fields = draft.changedFields.map((field) => DRAFT_FIELD_NAMES[field])
  const more = draft.urlChanges - draft.urlExamples.length
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="tw:rounded-lg tw:border tw:border-warning-500 tw:bg-warning-100 tw:px-4 tw:py-3 tw:text-sm tw:text-warning-750"
      data-testid="template-draft-summary"
    >
      <h3 className="tw:m-0 tw:text-base tw:font-semibold" id={`${id}-title`}>
        Changes not published
      </h3>
      <p className="tw:mt-1 tw:mb-0">
        A draft of the {fields.join(', ')}
        {draft.savedAt ? `, saved ${formatDateTime(draft.savedAt)}` : ''}
        {draft.savedBy ? ` by ${draft.savedBy}` : ''}. The live pages stay as they are until you
        publish.
      </p>
      <p className="tw:mt-1 tw:mb-0">
        Publishing changes {plural(draft.pages, 'page', 'pages')}
        {draft.urlChanges > 0
          ? ` and moves ${plural(draft.urlChanges, 'URL', 'URLs')}; the old URLs will answer 301 to the new ones:`
          : '.'}
      </p>
      {draft.urlExamples.length > 0 && (
        <ul aria-label="URLs that change" className="tw:mt-1 tw:mb-0 tw:pl-5">
          {draft.urlExamples.map(({ from, to }) => (
            <li className="tw:break-all" key={from}>
              <code>{from}</code> → <code>{to}</code>
            </li>
          ))}
          {more > 0 && <li>and {plural(more, 'more', 'more')}</li>}
        </ul>
      )}
    </section>
  )
}
