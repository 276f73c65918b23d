/**
 * Payload's `SelectInput` (react-select), as the multi-tenant plugin's selector in the sidebar uses it,
 * draws a visible label that is not tied to the select's input, and puts its dropdown and clear buttons,
 * which are tabbable, inside `aria-hidden`. Until Payload fixes that (docs/accessibility.md), every such
 * input is named by its field's label and the hidden buttons leave the Tab order (the input opens the
 * menu with the arrow keys and clears with Backspace).
 */
const fix = (root: ParentNode) => {
  for (const input of root.querySelectorAll<HTMLInputElement>(
    '.react-select input[id^="react-select"]:not([aria-label]):not([aria-labelledby])',
  )) {
    const label = input.closest('.field-type')?.querySelector('label')?.textContent?.trim()
    if (label) input.setAttribute('aria-label', label.replace(/\s*\*$/, ''))
  }
  for (const button of root.querySelectorAll<HTMLElement>(
    '.react-select [aria-hidden="true"] :is(button, [tabindex="0"]), .react-select :is(.clear-indicator, .dropdown-indicator)',
  ))
    if (button.getAttribute('tabindex') !== '-1') button.setAttribute('tabindex', '-1')
}

/** Fixes the selects on the page now and as they appear; returns the stop function (an effect's cleanup). */
export const watchPayloadSelects = (): (() => void) => {
  fix(document)
  const observer = new MutationObserver(() => fix(document))
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}
