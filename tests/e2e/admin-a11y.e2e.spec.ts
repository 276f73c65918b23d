import { expect, test, type Page } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { SCREENS, type Opener, chooseDemoTenant } from './support/adminScreens'

/**
 * axe (WCAG 2.0, 2.1 and 2.2, A and AA) on every screen of the sidebar and on its dialogs, in the
 * light and the dark scheme (issue 18): one page load per screen and scheme, the demo tenant chosen so the
 * per-tenant create buttons are enabled. A serious or critical violation fails the test; all of them are
 * listed, with a count line per check ('axe: ...') for docs/accessibility.md.
 */

const openDialog = async (page: Page, opener: Opener) => {
  const main = page.locator('main, .template-default__wrap').first()
  const control = main
    .getByRole(opener.role ?? 'button', { exact: true, name: opener.button })
    .first()
  // A switch is drawn over its (visually hidden) checkbox: it is switched as a keyboard does.
  if (opener.role === 'switch') {
    await control.focus()
    await page.keyboard.press('Space')
  } else await control.click()
  if (opener.menuItem)
    await page.getByRole('menuitem', { exact: true, name: opener.menuItem }).click()
  const dialog = page.locator('dialog[open]')
  await expect(dialog).toBeVisible()
  return dialog.first()
}

/** The row a screen's fixture made, deleted after its test, passed or failed (a retry makes it again). */
let cleanUp: (() => Promise<void>) | undefined
test.afterEach(async () => {
  await cleanUp?.()
  cleanUp = undefined
})

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`WCAG 2.2 AA in the ${scheme} scheme`, () => {
    test.beforeEach(async ({ baseURL, page }) => {
      await signInThroughApi(page)
      await chooseDemoTenant(page, baseURL!)
      // Payload draws its theme from its cookie; the platform's own theme (Settings → Appearance, light
      // here) counts as applied already, so it does not override the cookie.
      await page.context().addCookies([{ name: 'payload-theme', url: baseURL!, value: scheme }])
      await page.emulateMedia({ colorScheme: scheme })
      await page.addInitScript(() => window.localStorage.setItem('sg-platform-theme', 'light'))
    })

    for (const screen of SCREENS)
      test(`should have no serious or critical violation on ${screen.href} and its dialogs`, async ({
        page,
      }) => {
        cleanUp = await screen.fixture?.(page)
        await page.goto(screen.href)
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
        await expect(page.getByTestId('tenant-context')).toContainText('Managing content for')
        await page.waitForLoadState('networkidle')
        await checkAxe(page, `${screen.href} (${scheme})`)
        for (const opener of screen.dialogs) {
          const where = `${screen.href} ${opener.menuItem ?? String(opener.button)} dialog (${scheme})`
          const dialog = await openDialog(page, opener)
          await checkAxe(page, where, 'dialog[open]')
          if (opener.inner) {
            // The second dialog over the first: both are checked, the first behind it inert.
            await dialog.getByRole('button', { exact: true, name: opener.inner }).click()
            await expect(page.locator('dialog[open]')).toHaveCount(2)
            await checkAxe(page, `${where} → ${opener.inner}`, 'dialog[open]')
            await page.keyboard.press('Escape')
            await expect(page.locator('dialog[open]')).toHaveCount(1)
          }
          await page.keyboard.press('Escape')
          await expect(page.locator('dialog[open]')).toHaveCount(0)
        }
      })
  })
}
