import { nameCloseButton, toaster } from './toasterLayer'

/**
 * The one voice of every toast (ours through `notify`, and Payload's own): a polite region
 * (`role="status"`) for success, info and warnings, and an assertive one (`role="alert"`) for errors.
 *
 * Payload's toaster (sonner) has a polite live region of its own, but it sits outside our dialogs: while a
 * modal `<dialog>` is open, everything else is inert and out of the accessibility tree, so nothing outside
 * it is read at all (a popover shown above the dialog neither; the toaster moves into the dialog only
 * for a toast with a button, lib/toasterLayer.ts). Our regions therefore move into the
 * innermost open modal dialog and back to the page as dialogs open and close (`placeAnnouncer`, called by
 * ui/Dialog.tsx), and the toaster's own region is turned off (`aria-live="off"`), so each toast is read
 * exactly once: `watchToaster` reads each toast as sonner adds it (and again when a toast's type changes,
 * as a loading toast ends in success or error). The toasts themselves are still shown, and reached with
 * Alt+T, as before.
 *
 * The regions live in a closed shadow root: screen readers read them, while the page's own text (and text
 * queries) keeps one copy of each message, the toast's.
 */
type Regions = { alert: HTMLElement; host: HTMLElement; status: HTMLElement }

let regions: null | Regions = null

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap'

const region = (role: 'alert' | 'status') => {
  const element = document.createElement('div')
  element.setAttribute('role', role)
  element.setAttribute('aria-live', role === 'alert' ? 'assertive' : 'polite')
  element.setAttribute('aria-atomic', 'true')
  element.style.cssText = VISUALLY_HIDDEN
  return element
}

const announcer = (): Regions => {
  if (regions) return regions
  const host = document.createElement('div')
  host.dataset.toastAnnouncer = ''
  const status = region('status')
  const alert = region('alert')
  host.attachShadow({ mode: 'closed' }).append(status, alert)
  regions = { alert, host, status }
  return regions
}

/** Into the innermost open modal dialog (`null`: none is open, back to the page's body). */
export const placeAnnouncer = (dialog: HTMLDialogElement | null): void => {
  const target = dialog ?? document.body
  const { host } = announcer()
  if (host.parentNode !== target) target.append(host)
}

/**
 * Reads a message out: politely, or at once for an error. The text is emptied first and set a moment
 * later, so the same message twice in a row is read twice; the other region is emptied, so only the
 * latest toast is left to find.
 */
const announce = (text: string, urgency: 'assertive' | 'polite' = 'polite'): void => {
  const { alert, host, status } = announcer()
  if (!host.isConnected) document.body.append(host)
  const [target, other] = urgency === 'assertive' ? [alert, status] : [status, alert]
  other.textContent = ''
  target.textContent = ''
  window.setTimeout(() => {
    target.textContent = text
  }, 100)
}

/** What a toast says: its title, then its description. */
const spoken = (item: HTMLElement): string => {
  const title = item.querySelector('[data-title]')?.textContent?.trim() ?? ''
  const description = item.querySelector('[data-description]')?.textContent?.trim() ?? ''
  if (!title) return description || (item.textContent?.trim() ?? '')
  return description ? `${title}. ${description}` : title
}

/** The type each toast was last read out as: a toast is read once per type. */
const heard = new WeakMap<Element, string>()

const readToast = (item: HTMLElement) => {
  const type = item.dataset.type ?? ''
  if (item.dataset.removed === 'true' || heard.get(item) === type) return
  const text = spoken(item)
  if (!text) return
  heard.set(item, type)
  announce(text, type === 'error' ? 'assertive' : 'polite')
}

const toastsIn = (node: Node): HTMLElement[] => {
  if (!(node instanceof HTMLElement)) return []
  const found = [...node.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
  return node.matches('[data-sonner-toast]') ? [node, ...found] : found
}

let watched: Element | null = null
let observer: MutationObserver | null = null

/**
 * Turns the toaster's own live region off and reads each of its toasts through ours. Safe to call again:
 * it does its work once per toaster element (again only if Payload renders a new one).
 */
export const watchToaster = (): boolean => {
  const section = toaster()
  if (!section) return false
  if (section === watched) return true
  observer?.disconnect()
  watched = section
  section.setAttribute('aria-live', 'off')
  observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') readToast(record.target as HTMLElement)
      else
        record.addedNodes.forEach((node) =>
          toastsIn(node).forEach((item) => {
            nameCloseButton(item)
            readToast(item)
          }),
        )
    }
  })
  observer.observe(section, {
    attributeFilter: ['data-type'],
    attributes: true,
    childList: true,
    subtree: true,
  })
  return true
}

/**
 * For `AdminProviders`: the regions in the page before the first toast, and the toaster watched (looked
 * for again every 250 ms until Payload has rendered it). Returns the clean-up for the effect.
 */
export const startToastAnnouncer = (): (() => void) => {
  placeAnnouncer(null)
  let timer: ReturnType<typeof setTimeout> | undefined
  const look = (tries: number) => {
    if (!watchToaster() && tries > 0) timer = setTimeout(() => look(tries - 1), 250)
  }
  look(40)
  return () => clearTimeout(timer)
}
