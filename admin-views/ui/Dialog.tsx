'use client'
import { Button } from '@payloadcms/ui'
import React, { useCallback, useEffect, useId, useRef } from 'react'

import type { DiscardPrompt } from '../hooks/useUnsavedGuard'
import { useUnsavedGuard } from '../hooks/useUnsavedGuard'
import { placeAnnouncer, watchToaster } from '../lib/toastAnnouncer'
import { returnFocus } from '../lib/focusLater'
import { lowerToaster, raiseToaster } from '../lib/toasterLayer'

/** What a screen hands the dialog it opens: whether it is open, and how to close it. */
export type OpenDialogProps = {
  onClose: () => void
  open: boolean
}

type Props = OpenDialogProps & {
  children: React.ReactNode
  /**
   * Something typed or chosen here is not saved: Escape, × and the footer's Cancel ask before it is
   * thrown away, and so do leaving the page, Back and reload (`useUnsavedGuard`).
   */
  dirty?: boolean
  /** Buttons at the foot of the dialog; as a function it is handed the close that asks first. */
  footer?: ((close: () => void) => React.ReactNode) | React.ReactNode
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

/** Dialogs being removed: a dialog closing with the one it sits in is no place for the toaster. */
const leaving = new WeakSet<HTMLDialogElement>()

/** The innermost open dialog that stays on the page once `dialog` leaves it. */
const staying = (dialog: HTMLDialogElement) => {
  leaving.add(dialog)
  const gone = (open: HTMLDialogElement) =>
    openDialogs.some((other) => leaving.has(other) && other.contains(open))
  return openDialogs.filter((open) => !gone(open)).at(-1) ?? null
}

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
 * A dialog's body that scrolls with nothing in it to focus (a page's details over its preview frame)
 * takes focus itself, so the keyboard can scroll it (WCAG 2.1.1); otherwise it is no Tab stop.
 */
const scrollableByKeys = (body: HTMLDivElement | null) => {
  if (!body) return
  const update = () => {
    const stuck = body.scrollHeight > body.clientHeight && !body.querySelector(FOCUSABLE)
    if (stuck) body.tabIndex = 0
    else body.removeAttribute('tabindex')
  }
  update()
  // The body keeps its height once it reaches its limit while its content grows: both are watched.
  const observer = new ResizeObserver(update)
  observer.observe(body)
  for (const child of body.children) observer.observe(child)
  return () => observer.disconnect()
}

/**
 * A modal dialog on the native `<dialog>` element opened with `showModal()`: the browser puts it in the
 * top layer with its `::backdrop` and makes the page behind it inert, so Tab, clicks and screen readers
 * stay inside. It is named by its title for screen readers (and for tests: getByRole('dialog', { name }));
 * Escape or Close closes it (a stray click beside it loses nothing). Focus moves in when it opens and back
 * to what opened it when it closes; Tab goes round its own controls rather than out to the browser's; a
 * dialog opened from another one (a record's form over Manage Records) takes Escape for itself. Payload's
 * toasts are raised above it (`lib/toasterLayer.ts`) and read out from inside it (`lib/toastAnnouncer.ts`).
 */
export const Dialog = ({ dirty = false, footer, onClose, open, ...props }: Props) => {
  const guard = useUnsavedGuard(open && dirty)
  const close = () => guard.confirm(onClose)
  return (
    <>
      <ModalDialog
        {...props}
        footer={typeof footer === 'function' ? footer(close) : footer}
        onClose={close}
        open={open}
      />
      <DiscardConfirm {...guard.prompt} />
    </>
  )
}

/**
 * 'Discard unsaved changes?' before typed work is thrown away: 'Keep editing' (also Escape and ×, and
 * where focus starts) or 'Discard'.
 */
export const DiscardConfirm = ({ onDiscard, onKeep, open }: DiscardPrompt) => (
  <ModalDialog
    footer={
      <>
        <Button
          buttonStyle="secondary"
          extraButtonProps={{ 'data-autofocus': true }}
          margin={false}
          onClick={onKeep}
          size="medium"
        >
          Keep editing
        </Button>
        <Button buttonStyle="error" margin={false} onClick={onDiscard} size="medium">
          Discard
        </Button>
      </>
    }
    onClose={onKeep}
    open={open}
    size="sm"
    title="Discard unsaved changes?"
  >
    <p className="tw:m-0 tw:text-elev-600">
      Your changes have not been saved. If you discard them, they are lost.
    </p>
  </ModalDialog>
)

type ModalProps = Omit<Props, 'dirty' | 'footer'> & { footer?: React.ReactNode }

const ModalDialog = ({
  children,
  description,
  footer,
  onClose,
  open,
  size = 'md',
  title,
}: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // A toaster moved into the dialog leaves it before React removes the dialog (a ref's clean-up runs
  // first): a toast raised as the dialog closes ('Page deleted') is shown in the page, not in a removed node.
  const attach = useCallback((dialog: HTMLDialogElement | null) => {
    ref.current = dialog
    if (!dialog) return
    return () => lowerToaster(staying(dialog))
  }, [])

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    openDialogs.push(dialog)
    raiseToaster(dialog)
    watchToaster()
    placeAnnouncer(dialog)
    // The browser focuses the first control; a dialog may name another (`data-autofocus`); with none,
    // the dialog itself.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    if (!dialog.contains(document.activeElement)) dialog.focus()
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1)
      if (dialog.open) dialog.close()
      placeAnnouncer(openDialogs[openDialogs.length - 1] ?? null)
      if (opener) returnFocus(opener)
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      const dialog = ref.current
      if (!dialog || openDialogs[openDialogs.length - 1] !== dialog) return
      if (event.key === 'Escape') {
        // Handled here rather than by the browser's cancel, which closes the dialog anyway on a second
        // Escape even while its form is busy and must stay open.
        event.preventDefault()
        onClose()
      }
      if (event.key === 'Tab') keepFocusInside(dialog, event)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose, open])

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
      ref={attach}
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
            className="tw:inline-flex tw:min-h-8 tw:min-w-8 tw:cursor-pointer tw:items-center tw:justify-center tw:rounded tw:border-0 tw:bg-transparent tw:p-1 tw:text-xl tw:leading-none tw:text-elev-500 tw:hover:text-text"
            onClick={onClose}
            type="button"
          >
            ×
          </button>
        </div>
        <div className="tw:flex-1 tw:overflow-y-auto tw:px-6 tw:py-4" ref={scrollableByKeys}>
          {children}
        </div>
        {footer && (
          <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:px-6 tw:py-3">
            {footer}
          </div>
        )}
      </div>
    </dialog>
  )
}
