export type Politeness = 'assertive' | 'polite'

/**
 * Says `text` to screen readers through the live regions of `ui/LiveRegions`: the innermost open
 * dialog's while one is open (the page behind a modal dialog is inert, so its regions are not read),
 * else the page's. Polite for news and progress, assertive for errors.
 */
export const announce = (text: string, politeness: Politeness): void => {
  const dialogs = document.querySelectorAll('dialog[open]')
  const scope: ParentNode = dialogs[dialogs.length - 1] ?? document
  const region = scope.querySelector<HTMLElement>(`[data-sg-live="${politeness}"]`)
  if (!region) return
  region.textContent = ''
  // Set a moment after clearing, so the same text twice in a row is read twice.
  window.setTimeout(() => {
    region.textContent = text
  }, 50)
}
