import React from 'react'

type Props = Omit<React.ComponentProps<'input'>, 'role' | 'type'> & { id: string; label: string }

/** An on/off switch drawn like a toggle, a checkbox (role switch) for forms and assistive tech. */
export const Switch = ({ id, label, ...input }: Props) => (
  <label className="tw:inline-flex tw:cursor-pointer tw:items-center tw:gap-3" htmlFor={id}>
    <input className="tw:peer tw:sr-only" id={id} role="switch" type="checkbox" {...input} />
    <span
      aria-hidden="true"
      className="tw:relative tw:h-6 tw:w-11 tw:shrink-0 tw:rounded-full tw:bg-elev-200 tw:transition-colors tw:peer-checked:bg-success-500 tw:peer-focus-visible:ring-2 tw:peer-focus-visible:ring-elev-400 tw:after:absolute tw:after:top-0.5 tw:after:left-0.5 tw:after:h-5 tw:after:w-5 tw:after:rounded-full tw:after:bg-white tw:after:shadow tw:after:transition-transform tw:peer-checked:after:translate-x-5"
    />
    <span className="tw:font-medium">{label}</span>
  </label>
)
