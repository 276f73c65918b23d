'use client'
import { Button } from '@payloadcms/ui'
import React, { useId } from 'react'

import type { BlogSuggestion } from '../../../../src/schemas/aiContent'
import { Chip } from '../../../ui/Chip'
import { useCopied } from './useCopied'

type Props = {
  creating: boolean
  created: boolean
  onCreate: () => void
  suggestion: BlogSuggestion
}

/** The suggestion as text to paste elsewhere: title, excerpt, the post, its tags. */
const asText = ({ content, excerpt, tags, title }: BlogSuggestion) =>
  [`# ${title}`, excerpt, content, tags.length ? `Tags: ${tags.join(', ')}` : '']
    .filter(Boolean)
    .join('\n\n')

/**
 * One suggested blog post (spec section 2.3): title, excerpt, content and tags; Create Page makes it a
 * draft page and then reads 'Page Created', disabled; Copy reads 'Copied' for 2 seconds.
 */
export const SuggestionCard = ({ created, creating, onCreate, suggestion }: Props) => {
  const { copied, copy } = useCopied()
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      className="tw:flex tw:flex-col tw:gap-3 tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-4"
      data-testid="suggestion"
    >
      <div className="tw:flex tw:flex-col tw:gap-1">
        <h4 className="tw:m-0 tw:text-lg tw:font-semibold tw:leading-snug" id={headingId}>
          {suggestion.title}
        </h4>
        <p className="tw:m-0 tw:text-elev-600" data-testid="suggestion-excerpt">
          {suggestion.excerpt}
        </p>
      </div>
      {suggestion.tags.length > 0 && (
        <ul
          aria-label="Tags"
          className="tw:m-0 tw:flex tw:list-none tw:flex-wrap tw:gap-1.5 tw:p-0"
        >
          {suggestion.tags.map((tag) => (
            <li key={tag}>
              <Chip>{tag}</Chip>
            </li>
          ))}
        </ul>
      )}
      <div
        aria-label={`Content of ${suggestion.title}`}
        className="tw:max-h-48 tw:overflow-y-auto tw:rounded-lg tw:bg-elev-50 tw:p-3 tw:font-mono tw:text-sm tw:whitespace-pre-wrap tw:break-words"
        data-testid="suggestion-content"
        role="region"
        tabIndex={0}
      >
        {suggestion.content}
      </div>
      <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2">
        <Button
          aria-label={copied ? `Copied ${suggestion.title}` : `Copy ${suggestion.title}`}
          buttonStyle="secondary"
          margin={false}
          onClick={() => void copy(asText(suggestion))}
          size="medium"
        >
          {copied ? '✓ Copied' : 'Copy'}
        </Button>
        <Button
          aria-label={
            created ? `Page Created: ${suggestion.title}` : `Create Page from ${suggestion.title}`
          }
          buttonStyle="primary"
          disabled={created || creating}
          margin={false}
          onClick={onCreate}
          size="medium"
        >
          {created ? 'Page Created' : creating ? 'Creating...' : 'Create Page'}
        </Button>
      </div>
    </article>
  )
}
