import { expect, type Locator, type Page } from '@playwright/test'

/** Whether `target` has focus now (false when it is not on the page). */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user would, and fails when
 * it is not reached within `max` presses.
 */
export const tabTo = async (page: Page, target: Locator, { back = false, max = 80 } = {}) => {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${target}`)
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
