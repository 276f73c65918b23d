import React from 'react'

import { cx } from './cx'

type Props = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** A second line under the label, in the label (so it is read with it). */
  description?: React.ReactNode
  /** Classes of the row (the label around the box and its text). */
  labelClassName?: string
  label: React.ReactNode
  title?: string
}

/**
 * A checkbox with its label beside it, the whole row clickable. Takes `register(...)` or `checked` and
 * `onChange`; an `aria-label` names the box where the visible label is shared by several rows.
 */
export const Checkbox = ({ description, label, labelClassName, title, ...input }: Props) => (
  <label
    className={cx(
      'tw:flex tw:gap-2',
      description ? 'tw:items-start' : 'tw:items-center',
      labelClassName,
    )}
    title={title}
  >
    <input className={description ? 'tw:mt-1' : undefined} type="checkbox" {...input} />
    {description ? (
      <span className="tw:flex tw:flex-col">
        <span className="tw:font-medium">{label}</span>
        <span className="tw:text-sm tw:text-elev-500">{description}</span>
      </span>
    ) : (
      label
    )}
  </label>
)
