'use client'
import React from 'react'

import type { SnippetReply } from '../../../src/schemas/snippets'
import { StatusBadge } from '../../ui/Badge'
import { CardGridSkeleton, CardHeading, ItemCard } from '../../ui/ItemCard'
import { RowActions } from '../../ui/RowActions'
import { contentPreview, snippetUsage } from './snippetForm'
import { SmallButton } from '../../ui/SmallButton'

type Props = {
  onDelete: () => void
  onEdit: () => void
  onPreview: () => void
  snippet: SnippetReply
  /** Under All tenants, whose snippet it is. */
  tenantName?: string
}

/**
 * One snippet: name, status, how to use it ('Use #tag# in content'), description, the first 200
 * characters of its HTML as source text, then Edit, Preview and Delete.
 */
export const SnippetCard = ({ onDelete, onEdit, onPreview, snippet, tenantName }: Props) => (
  <ItemCard
    actions={
      <RowActions onDelete={onDelete} onEdit={onEdit} subject={snippet.name}>
        <SmallButton label={`Preview ${snippet.name}`} onClick={onPreview}>
          Preview
        </SmallButton>
      </RowActions>
    }
    label={snippet.name}
    testId="snippet-card"
  >
    <CardHeading
      badge={<StatusBadge status={snippet.status} />}
      subtitle={
        <p className="tw:m-0 tw:text-sm tw:text-elev-500">
          Use <code className="tw:font-mono tw:text-text">{snippetUsage(snippet.tag)}</code> in
          content
        </p>
      }
      title={snippet.name}
    />
    {tenantName && (
      <p className="tw:m-0 tw:text-sm">
        <span className="tw:text-elev-500">Tenant </span>
        {tenantName}
      </p>
    )}
    {snippet.description && (
      <p className="tw:m-0 tw:text-sm tw:text-elev-600">{snippet.description}</p>
    )}
    <pre
      aria-label={`Content of ${snippet.name}`}
      className="tw:m-0 tw:overflow-hidden tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:p-3 tw:font-mono tw:text-xs tw:leading-relaxed tw:break-all tw:whitespace-pre-wrap tw:text-elev-800"
      data-testid="snippet-preview"
    >
      {contentPreview(snippet.content)}
    </pre>
  </ItemCard>
)

/** While the list loads: six cards of the grid's shape. */
export const SnippetSkeleton = () => (
  <CardGridSkeleton
    bars={['tw:h-5 tw:w-2/5', 'tw:h-4 tw:w-3/5', 'tw:h-16 tw:w-full']}
    buttonsWidth="tw:w-1/3"
    label="Loading snippets..."
    testId="snippet-skeleton"
  />
)
