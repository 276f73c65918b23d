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

const widths = {
  lg: 'tw:max-w-3xl',
  md: 'tw:max-w-xl',
  sm: 'tw:max-w-md',
  xl: 'tw:max-w-5xl',
}

/**
 * A modal dialog on the native `<dialog>` element, named by its title for screen readers (and for tests:
 * getByRole('dialog', { name })); Escape or Close closes it (a stray click beside it loses nothing). It is opened with `show()` above its
 * own backdrop rather than `showModal()`: the browser's top layer would put the dialog above Payload's
 * toasts, so an error toast raised by the dialog's own form would sit dimmed under the backdrop.
 */
export const Dialog = ({
  children,
  description,
  footer,
  onClose,
  open,
  size = 'md',
  title,
}: Props) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.show()
    if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose, open])

  if (!open) return null
  return (
    <>
      <div aria-hidden="true" className="tw:fixed tw:inset-0 tw:z-[1000] tw:bg-black/50" />
      <dialog
        aria-describedby={description ? descriptionId : undefined}
        aria-labelledby={titleId}
        className={`sg-admin sg-dialog tw:fixed tw:inset-0 tw:z-[1001] tw:m-auto tw:max-h-[90dvh] tw:w-[calc(100%-2rem)] ${widths[size]} tw:overflow-hidden tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-0 tw:text-text tw:shadow-2xl`}
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
          {footer && (
            <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:px-6 tw:py-3">
              {footer}
            </div>
          )}
        </div>
      </dialog>
    </>
  )
}
