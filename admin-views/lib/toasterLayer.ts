/**
 * Payload's toaster (sonner's `<section aria-label="Notifications ...">`) over modal dialogs. A dialog
 * opened with `showModal()` sits in the browser's top layer, above everything else and with the page
 * behind it inert; shown as a popover after the dialog, the toaster goes above it in the same layer, so a
 * toast raised by the dialog's own form is seen.
 */
export const toaster = () =>
  document.querySelector<HTMLElement>('section[aria-label^="Notifications"]')

/** After a modal dialog opens: the toaster moves to the top of the top layer. */
export const raiseToaster = (): void => {
  const section = toaster()
  if (!section) return
  section.setAttribute('popover', 'manual')
  if (section.matches(':popover-open')) section.hidePopover()
  section.showPopover()
}

/** After a modal dialog closes: the toaster leaves the top layer once no modal dialog is left. */
export const lowerToaster = (): void => {
  const section = toaster()
  if (!section || document.querySelector('dialog:modal')) return
  if (section.matches(':popover-open')) section.hidePopover()
  section.removeAttribute('popover')
}
