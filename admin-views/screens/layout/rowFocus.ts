import { focusWhenShown } from '../../lib/focusLater'

/**
 * Keyboard focus after a list changed under it: the row's first enabled button among `labels` (its Edit
 * after an inline edit closes, the other arrow once a moved row reaches an end), or the list's heading
 * when the row is gone. Run after the list has re-rendered.
 */
export const focusInRow = (rowId: string, labels: readonly string[]) =>
  focusWhenShown(() => {
    const row = document.querySelector(`[data-row-id="${CSS.escape(rowId)}"]`)
    for (const label of labels) {
      const button = row?.querySelector<HTMLButtonElement>(
        `button[aria-label="${CSS.escape(label)}"]`,
      )
      if (button && !button.disabled) return button
    }
    return null
  })

/** Focus on a list's heading (`tabIndex={-1}`), after a delete took the focused row away. */
export const focusHeading = (id: string) => focusWhenShown(() => document.getElementById(id))
