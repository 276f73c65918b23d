'use client'
import React, { useState } from 'react'

import { Field } from '../../../ui/Field'
import { fieldAria } from '../../../ui/fieldAria'

type Props = {
  id: string
  keywords: readonly string[]
  onChange: (keywords: string[]) => void
}

const MAX_KEYWORDS = 30
const MAX_LENGTH = 100

/**
 * Keywords as chips (spec sections 2.3 and 5): Enter adds the typed keyword unless it is blank or
 * already there; clicking a chip removes it.
 */
export const KeywordsField = ({ id, keywords, onChange }: Props) => {
  const [typed, setTyped] = useState('')
  const [message, setMessage] = useState<string | undefined>(undefined)
  const hint = 'Press Enter to add a keyword; click a keyword to remove it.'

  const add = () => {
    const keyword = typed.trim()
    if (!keyword) return
    if (keywords.some((k) => k.toLowerCase() === keyword.toLowerCase()))
      return setMessage(`“${keyword}” is already a keyword`)
    if (keywords.length >= MAX_KEYWORDS) return setMessage(`At most ${MAX_KEYWORDS} keywords`)
    onChange([...keywords, keyword])
    setTyped('')
    setMessage(undefined)
  }

  const error = message ? { message } : undefined
  return (
    <Field error={error} hint={hint} htmlFor={id} label="Keywords">
      <input
        className="sg-input"
        maxLength={MAX_LENGTH}
        onChange={(event) => {
          setTyped(event.target.value)
          setMessage(undefined)
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          // Enter adds the keyword; it never submits the form around it.
          event.preventDefault()
          add()
        }}
        placeholder="e.g. beginners"
        type="text"
        value={typed}
        {...fieldAria({ error, hint, id })}
      />
      {keywords.length > 0 && (
        <ul
          aria-label="Chosen keywords"
          className="tw:m-0 tw:mt-1 tw:flex tw:list-none tw:flex-wrap tw:gap-2 tw:p-0"
        >
          {keywords.map((keyword) => (
            <li key={keyword}>
              <button
                aria-label={`Remove keyword ${keyword}`}
                className="tw:inline-flex tw:min-h-7 tw:cursor-pointer tw:items-center tw:gap-1.5 tw:rounded-full tw:border tw:border-elev-200 tw:bg-elev-100 tw:px-3 tw:text-sm tw:text-elev-800 tw:hover:border-error-500 tw:hover:bg-error-50"
                onClick={() => onChange(keywords.filter((k) => k !== keyword))}
                type="button"
              >
                {keyword}
                <span aria-hidden="true" className="tw:text-elev-500">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  )
}
