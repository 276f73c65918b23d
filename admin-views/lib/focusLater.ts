/** No control has focus: it was on something a re-render or a closing dialog took away. */
const focusLost = () => !document.activeElement || document.activeElement === document.body

/**
 * Focus on an element once it can take it: tried at each animation frame, for up to about a second,
 * until it has focus. The re-render that shows it may come after the next frame on a busy machine (a
 * refetch finishing), and while a modal dialog is still open the page behind it is inert and refuses
 * focus.
 */
export const focusWhenShown = (find: () => HTMLElement | null | undefined, frames = 60): void => {
  requestAnimationFrame(() => {
    const element = find()
    element?.focus()
    if (element && document.activeElement === element) return
    if (frames > 0) focusWhenShown(find, frames - 1)
  })
}

/**
 * Focus back on what opened a dialog that has closed: at once, and again at the next frames while the
 * page is still inert, unless focus has gone somewhere else meanwhile (a screen that moved it on
 * purpose, such as to a parent row after a delete).
 */
export const returnFocus = (element: HTMLElement, frames = 60): void => {
  if (!element.isConnected) return
  element.focus()
  if (frames > 0 && focusLost()) requestAnimationFrame(() => returnFocus(element, frames - 1))
}
