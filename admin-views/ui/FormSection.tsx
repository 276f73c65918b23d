import React from 'react'

import { cx } from './cx'

type Props = {
  children: React.ReactNode
  /** Its gap (and any other class); `tw:gap-3` unless told. */
  className?: string
  /** A fieldset's `aria-describedby`: the ids of its hint and message, read with the group's name. */
  describedBy?: string
  /** A fieldset named by a legend (grouped controls), rather than a section with a heading. */
  legend?: string
  title?: string
}

/** A bordered group inside a form, with a heading (`title`) or as a fieldset with its `legend`. */
export const FormSection = ({ children, className, describedBy, legend, title }: Props) => {
  const classes = cx(
    'tw:flex tw:flex-col tw:rounded-lg tw:border tw:border-elev-150 tw:p-4',
    className ?? 'tw:gap-3',
  )
  if (legend)
    return (
      <fieldset aria-describedby={describedBy} className={cx('tw:m-0', classes)}>
        <legend className="tw:px-1 tw:font-semibold">{legend}</legend>
        {children}
      </fieldset>
    )
  return (
    <section className={classes}>
      {title && <h3 className="tw:m-0 tw:text-base tw:font-semibold">{title}</h3>}
      {children}
    </section>
  )
}
