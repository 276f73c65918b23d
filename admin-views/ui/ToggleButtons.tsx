'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

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
      <Button
        buttonStyle={selected === option.value ? 'primary' : 'secondary'}
        key={option.value}
        margin={false}
        onClick={() => onSelect(option.value)}
        size="small"
      >
        {option.label}
      </Button>
    ))}
  </div>
)
