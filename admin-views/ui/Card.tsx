import React from 'react'

import { Notice } from './Notice'

/** A bordered surface on Payload's elevation colours. */
export const Card = ({
  children,
  className = '',
  title,
  actions,
}: {
  actions?: React.ReactNode
  children: React.ReactNode
  className?: string
  title?: string
}) => (
  <section
    className={`tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-5 ${className}`}
  >
    {(title || actions) && (
      <div className="tw:mb-4 tw:flex tw:items-center tw:justify-between tw:gap-2">
        {title && <h2 className="tw:m-0 tw:text-lg tw:font-semibold">{title}</h2>}
        {actions}
      </div>
    )}
    {children}
  </section>
)

/** What a list shows when it has nothing yet, with the action that fills it. */
export const EmptyState = ({
  action,
  children,
}: {
  action?: React.ReactNode
  children: React.ReactNode
}) => (
  <div className="tw:flex tw:flex-col tw:items-center tw:gap-3 tw:rounded-lg tw:border tw:border-dashed tw:border-elev-200 tw:p-8 tw:text-center tw:text-elev-500">
    <div>{children}</div>
    {action}
  </div>
)

/** A load that failed, with the spec's 'status: body' message. */
export const LoadError = ({ error }: { error: unknown }) => (
  <Notice>{error instanceof Error ? error.message : String(error)}</Notice>
)

export const Loading = ({ label = 'Loading...' }: { label?: string }) => (
  <div aria-busy="true" className="tw:p-6 tw:text-center tw:text-elev-500" role="status">
    {label}
  </div>
)
