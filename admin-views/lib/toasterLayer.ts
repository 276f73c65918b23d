/**
 * Payload's toaster (sonner's `<section aria-label="Notifications ...">`) over modal dialogs. A dialog
 * opened with `showModal()` sits in the browser's top layer, above everything else and with the page
 * behind it inert; shown as a popover after the dialog, the toaster goes above it in the same layer, so a
 * toast raised by the dialog's own form is seen. A toast with a button (Undo) needs more: outside the
 * dialog the toaster is inert with the rest of the page, so its button could be neither clicked nor
 * reached with Tab. For such a toast the toaster moves into the dialog, and stays in the innermost
 * open one until the last closes. Other toasts leave it where React put it, so a toast repeating a
 * form's message is not a second copy inside the dialog.
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

const showAbove = (section: HTMLElement) => {
  section.setAttribute('popover', 'manual')
  if (section.matches(':popover-open')) section.hidePopover()
  section.showPopover()
}

const moveInto = (section: HTMLElement, dialog: HTMLDialogElement) => {
  if (!home) {
    home = document.createComment('toaster')
    section.before(home)
  }
  // Moving an open popover closes it: it is shown again in its new place.
  if (section.parentElement !== dialog) dialog.append(section)
  showAbove(section)
}

/** After a modal dialog opens: the toaster goes to the top of the top layer (into it, once moved). */
export const raiseToaster = (dialog: HTMLDialogElement): void => {
  const section = toaster()
  if (!section) return
  if (home) moveInto(section, dialog)
  else showAbove(section)
}

/** Before a toast with a button: the toaster moves into the innermost open modal dialog, if any. */
export const toasterIntoDialog = (): void => {
  const section = toaster()
  const dialog = [...document.querySelectorAll<HTMLDialogElement>('dialog:modal')].at(-1)
  if (section && dialog) moveInto(section, dialog)
}

/**
 * Before a modal dialog leaves the page: the toaster moves into the dialog under it (`below`) if it
 * was moved; with none left, it goes back to its place in the page and out of the top layer.
 */
export const lowerToaster = (below: HTMLDialogElement | null): void => {
  const section = toaster()
  if (!section) return
  if (below) {
    if (home) moveInto(section, below)
    return
  }
  if (section.matches(':popover-open')) section.hidePopover()
  section.removeAttribute('popover')
  home?.replaceWith(section)
  home = null
}
