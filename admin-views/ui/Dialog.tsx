'use client'
import React, { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

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

/** The open dialogs, innermost last: Escape and Tab belong to the innermost one only. */
const openDialogs: HTMLDialogElement[] = []

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])'

/** Tab and Shift+Tab go round the dialog's own controls, as in a modal the browser draws. */
const keepFocusInside = (dialog: HTMLDialogElement, event: KeyboardEvent) => {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A modal dialog on the native `<dialog>` element, named by its title for screen readers (and for tests:
 * getByRole('dialog', { name })); Escape or Close closes it (a stray click beside it loses nothing). It is
 * opened with `show()` above its own backdrop rather than `showModal()`: the browser's top layer would
 * put the dialog above Payload's toasts, so an error toast raised by the dialog's own form would sit
 * dimmed under the backdrop. What `showModal()` would give is done here: focus moves into the dialog
 * when it opens and back to where it was when it closes, Tab stays inside, and a dialog opened from
 * another (a record's form over Manage Records) takes Escape for itself.
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
  // A dialog opened from another one (the image picker over a page's form) stacks above it, with its
  // own backdrop dimming the one below.
  const [depth, setDepth] = useState(0)
  useLayoutEffect(() => {
    if (open) setDepth(openDialogs.length)
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.show()
    openDialogs.push(dialog)
    // A control that asked for focus (autoFocus) keeps it; otherwise the dialog itself takes it.
    if (!dialog.contains(document.activeElement)) dialog.focus()
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1)
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      const dialog = ref.current
      if (!dialog || openDialogs[openDialogs.length - 1] !== dialog) return
      if (event.key === 'Escape') onClose()
      if (event.key === 'Tab') keepFocusInside(dialog, event)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose, open])

  if (!open) return null
  return (
    <>
      <div
        aria-hidden="true"
        className="tw:fixed tw:inset-0 tw:bg-black/50"
        style={{ zIndex: 1000 + depth * 2 }}
      />
      <dialog
        aria-modal="true"
        aria-describedby={description ? descriptionId : undefined}
        aria-labelledby={titleId}
        className={`sg-admin sg-dialog tw:fixed tw:inset-0 tw:m-auto tw:max-h-[90dvh] tw:w-[calc(100%-2rem)] ${widths[size]} tw:overflow-hidden tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-0 tw:text-text tw:shadow-2xl`}
        onCancel={(event) => {
          event.preventDefault()
          onClose()
        }}
        ref={ref}
        style={{ zIndex: 1001 + depth * 2 }}
        tabIndex={-1}
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
