import React from 'react'

import type { TemplateReply } from '../../../src/schemas/templates'
import { StatusBadge } from '../../ui/Badge'
import { Chip } from '../../ui/Chip'

/** A rendered page's template: its name and status, its URL pattern under them. */
export const TemplateSummary = ({ template }: { template: TemplateReply }) => (
  <>
    <span className="tw:flex tw:flex-wrap tw:items-center tw:gap-2">
      {template.name} <StatusBadge status={template.status} />
    </span>
    <code className="tw:mt-1 tw:block tw:font-mono tw:text-xs tw:text-elev-500">
      {template.urlPattern}
    </code>
  </>
)

/** The identifiers a path matched, exactly as matched, or '—' for none. */
export const IdentifierChips = ({
  identifiers,
  testId,
}: {
  identifiers: string[]
  testId: string
}) => (
  <span className="tw:flex tw:flex-wrap tw:gap-1.5" data-testid={testId}>
    {identifiers.length === 0
      ? '—'
      : identifiers.map((identifier, index) => (
          <Chip key={`${identifier}-${index}`}>{identifier}</Chip>
        ))}
  </span>
)
