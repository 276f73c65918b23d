/** Inserts text into a text control at the caret (or the end) and returns the new value. */
export const insertAtCaret = (
  element: HTMLInputElement | HTMLTextAreaElement | null,
  current: string,
  token: string,
): string => {
  const start = element?.selectionStart ?? current.length
  const end = element?.selectionEnd ?? current.length
  const next = current.slice(0, start) + token + current.slice(end)
  if (element) {
    requestAnimationFrame(() => {
      element.focus()
      element.setSelectionRange(start + token.length, start + token.length)
    })
  }
  return next
}
