/**
 * Payload's toaster (sonner's `<section aria-label="Notifications ...">`) over modal dialogs. A dialog
 * opened with `showModal()` sits in the browser's top layer, above everything else and with the page
 * behind it inert; shown as a popover after the dialog, the toaster goes above it in the same layer, so a
 * toast raised by the dialog's own form is seen. It also moves into the dialog while it is open: outside
 * it, the toaster would be inert with the rest of the page, and a toast's button (Undo) could be neither
 * clicked nor reached with Tab.
 */
export const toaster = () =>
  document.querySelector<HTMLElement>('section[aria-label^="Notifications"]')

/**
 * Where React rendered the toaster, kept while it is in a dialog. React changes only the toaster's
 * own children meanwhile (its toasts); the toaster itself stays mounted for the admin's lifetime.
 */
let home: Comment | null = null

/**
 * A toast's × is 'Hide notification' rather than sonner's 'Close toast': in a dialog, that would be a
 * second 'Close' beside the dialog's own. React sets the label once, so it stays as renamed.
 */
export const nameCloseButton = (item: HTMLElement): void => {
  item.querySelector('button[data-close-button]')?.setAttribute('aria-label', 'Hide notification')
}

/** After a modal dialog opens: the toaster moves into it, at the top of the top layer. */
export const raiseToaster = (dialog: HTMLDialogElement): void => {
  const section = toaster()
  if (!section) return
  if (!home) {
    home = document.createComment('toaster')
    section.before(home)
  }
  // Moving an open popover closes it: it is shown again in its new place.
  if (section.parentElement !== dialog) dialog.append(section)
  section.setAttribute('popover', 'manual')
  if (section.matches(':popover-open')) section.hidePopover()
  section.showPopover()
}

/**
 * Before a modal dialog leaves the page: the toaster moves into the dialog under it (`below`), or, with
 * none left, back to its place in the page and out of the top layer.
 */
export const lowerToaster = (below: HTMLDialogElement | null): void => {
  if (below) return raiseToaster(below)
  const section = toaster()
  if (!section || !home) return
  if (section.matches(':popover-open')) section.hidePopover()
  section.removeAttribute('popover')
  home.replaceWith(section)
  home = null
}
