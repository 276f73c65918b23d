/**
 * One assertive live region for errors. Payload's toaster (sonner) has only a polite region, and it sits
 * outside our dialogs: while a modal `<dialog>` is open, everything else is inert and out of the
 * accessibility tree, so nothing outside it is read at all (a popover shown above the dialog neither).
 * The region therefore moves into the innermost open modal dialog and back to the page as dialogs open
 * and close (`placeAnnouncer`, called by ui/Dialog.tsx).
 *
 * It lives in a closed shadow root: screen readers read it, while the page's own text (and text queries)
 * keeps one copy of each message, the toast's.
 */
let host: HTMLElement | null = null
let region: HTMLElement | null = null

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap'

const announcer = () => {
  if (host && region) return { host, region }
  host = document.createElement('div')
  host.dataset.errorAnnouncer = ''
  region = document.createElement('div')
  region.setAttribute('role', 'alert')
  region.setAttribute('aria-atomic', 'true')
  region.style.cssText = VISUALLY_HIDDEN
  host.attachShadow({ mode: 'closed' }).append(region)
  return { host, region }
}

/** Into the innermost open modal dialog (`null`: none is open, back to the page's body). */
export const placeAnnouncer = (dialog: HTMLDialogElement | null): void => {
  const target = dialog ?? document.body
  const { host } = announcer()
  if (host.parentNode !== target) target.append(host)
}

/**
 * Reads an error out at once. The text is emptied first and set a moment later, so the same message
 * twice in a row is read twice.
 */
export const announceError = (text: string): void => {
  const { host, region } = announcer()
  if (!host.isConnected) document.body.append(host)
  region.textContent = ''
  window.setTimeout(() => {
    region.textContent = text
  }, 100)
}
