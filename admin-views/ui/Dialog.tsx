'use client'
import React, { useEffect, useId, useRef } from 'react'

type Props = {
  children: React.ReactNode
  /** Buttons at the foot of the dialog. */
  footer?: React.ReactNode
  onClose: () => void
  open: boolean
  size?: 'lg' | 'md' | 'sm' | 'xl'
  title: string
  description?: string
}

const widths = { lg: 'tw:max-w-3xl', md: 'tw:max-w-xl', sm: 'tw:max-w-md', xl: 'tw:max-w-5xl' }

/**
 * A modal dialog on the native `<dialog>` element: focus is trapped, Escape closes it, and it is named
 * by its title for screen readers (and for tests: getByRole('dialog', { name })).
 */
export const Dialog = ({ children, description, footer, onClose, open, size = 'md', title }: Props) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  if (!open) return null
  return (
    <dialog
      aria-describedby={description ? descriptionId : undefined}
      aria-labelledby={titleId}
      className={`sg-admin sg-dialog tw:m-auto tw:max-h-[90dvh] tw:w-[calc(100%-2rem)] ${widths[size]} tw:overflow-hidden tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-0 tw:text-text tw:shadow-2xl`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      ref={ref}
    >
      <div className="tw:flex tw:max-h-[90dvh] tw:flex-col">
        <div className="tw:flex tw:items-start tw:justify-between tw:gap-4 tw:border-b tw:border-elev-100 tw:px-6 tw:py-4">
          <div>
            <h2 className="tw:m-0 tw:text-xl tw:font-semibold" id={titleId}>
              {title}
            </h2>
            {description && (
              <p className="tw:mt-1 tw:mb-0 tw:text-sm tw:text-elev-500" id={descriptionId}>
                {description}
              </p>
            )}
          </div>
          <button
            aria-label="Close"
            className="tw:cursor-pointer tw:rounded tw:border-0 tw:bg-transparent tw:p-1 tw:text-xl tw:leading-none tw:text-elev-500 tw:hover:text-text"
            onClick={onClose}
            type="button"
          >
            ×
          </button>
        </div>
        <div className="tw:flex-1 tw:overflow-y-auto tw:px-6 tw:py-4">{children}</div>
        {footer && <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:px-6 tw:py-3">{footer}</div>}
      </div>
    </dialog>
  )
}
