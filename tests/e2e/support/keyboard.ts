import { expect, type Locator, type Page } from '@playwright/test'

/** Whether `target` has focus now (false when it is not on the page). */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/** Whether `target` comes before the element that has focus, in document order. */
const precedesFocus = (target: Locator) =>
  target.evaluate((element) => {
    const focused = document.activeElement
    if (!focused || focused === document.body) return false
    return Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
  })

/**
 * Presses Tab until `target` has focus, as a keyboard user would: Shift+Tab when `target` comes before
 * the focused element (or with `back`), so the way does not wrap round the whole page. Fails when it
 * is not reached within `max` presses.
 */
export const tabTo = async (
  page: Page,
  target: Locator,
  { back, max = 80 }: { back?: boolean; max?: number } = {},
) => {
  const backwards = back ?? (await precedesFocus(target))
  const key = backwards ? 'Shift+Tab' : 'Tab'
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
  }
  throw new Error(`Not reached by ${key} in ${max} presses: ${target}`)
}

/** Presses Tab `presses` times and checks that focus never leaves the open dialog. */
export const expectFocusKeptIn = async (page: Page, dialog: Locator, presses = 30) => {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab')
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement))
    expect(inside, `focus left the dialog after ${press + 1} presses`).toBe(true)
  }
}

/** Escape closes the dialog and gives focus back to the button that opened it. */
export const escapeBackTo = async (page: Page, dialog: Locator, opener: Locator) => {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}
