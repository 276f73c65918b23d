'use client'
import React from 'react'

import { SmallButton } from './SmallButton'

type Props<Value extends string> = {
  /** The group's accessible name ('Content view'). */
  label: string
  onSelect: (value: Value) => void
  options: { label: string; value: Value }[]
  selected: Value
}

/** Small buttons choosing one of a few views; the chosen one is primary. */
export const ToggleButtons = <Value extends string>({
  label,
  onSelect,
  options,
  selected,
}: Props<Value>) => (
  <div className="tw:flex tw:gap-1" role="group" aria-label={label}>
    {options.map((option) => (
      <SmallButton
        buttonStyle={selected === option.value ? 'primary' : 'secondary'}
        key={option.value}
        onClick={() => onSelect(option.value)}
      >
        {option.label}
      </SmallButton>
    ))}
  </div>
)
