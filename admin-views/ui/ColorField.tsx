'use client'
import React from 'react'

import { Field } from './Field'
import type { FieldMessage } from './fieldAria'
import { fieldAria } from './fieldAria'

type Props = {
  error?: FieldMessage
  id: string
  label: string
  onBlur?: () => void
  onChange: (value: string) => void
  value: string
}

const HEX = /^#[0-9a-fA-F]{6}$/

/** A colour: the browser's picker and the hex code side by side, kept in step. */
export const ColorField = ({ error, id, label, onBlur, onChange, value }: Props) => (
  <Field error={error} htmlFor={id} label={label}>
    <div className="tw:flex tw:items-center tw:gap-2">
      <input
        aria-label={`${label} picker`}
        className="tw:h-9 tw:w-12 tw:shrink-0 tw:cursor-pointer tw:rounded tw:border tw:border-elev-150 tw:bg-transparent tw:p-0.5"
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        type="color"
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
      />
      <input
        className="sg-input tw:font-mono"
        maxLength={7}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
        placeholder="#1976D2"
        spellCheck={false}
        value={value}
        {...fieldAria({ error, id })}
      />
    </div>
  </Field>
)
