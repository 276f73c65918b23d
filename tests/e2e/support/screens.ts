import type { Page } from '@playwright/test'

export const LAPTOP = { height: 900, width: 1366 }
export const PHONE = { height: 844, width: 390 }

/** Saves the page at laptop and phone widths into test-results/screens/, then returns to laptop width. */
export const shoot = async (page: Page, name: string) => {
  await page.setViewportSize(LAPTOP)
  await page.screenshot({ fullPage: true, path: `test-results/screens/${name}-laptop.png` })
  await page.setViewportSize(PHONE)
  // Payload closes its sidebar a moment after the window narrows: until then the page is wider than
  // the phone, and a full-page shot would show the laptop layout squeezed.
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, {
      timeout: 3000,
    })
    .catch(() => undefined)
  await page.screenshot({ fullPage: true, path: `test-results/screens/${name}-phone.png` })
  await page.setViewportSize(LAPTOP)
}

/** Scripts the browser would run on the page: JSON-LD blocks are data and do not count. */
export const runnableScripts = (page: Page) =>
  page.locator('script:not([type="application/ld+json"])').count()
