import { expect, test } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { shoot } from './support/screens'
import { createAdmin } from './support/settingsScreen'

/**
 * Changing your own password on Payload's account screen (issue 32): "Current password" appears with
 * "Change Password", the new password is refused without it or with a wrong one, and taken with the
 * right one; the browser stays signed in and every other session of the user ends.
 */
test.describe('Changing your own password', () => {
  const username = `e2e-pw-${Date.now().toString(36)}`
  const password = 'a password e2e starts with'
  const newPassword = 'a password e2e ends with'
  let userId = ''

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (userId) await request.delete(`/api/cms/users/${userId}`)
  })

  test('should ask for the current password, and end the other sessions', async ({
    page,
    playwright,
    request,
  }) => {
    test.setTimeout(120_000)
    userId = await createAdmin(request, username, password)
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const otherLogin = await other.post('/api/auth/login', { data: { password, username } })
    expect(otherLogin.status()).toBe(200)

    await page.goto('/admin/login')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin$/)

    await page.goto('/admin/account')
    await expect(page.getByLabel('Current password')).toHaveCount(0)
    const current = page.getByLabel('Current password')
    // Payload's form may still be taking in its state from the server when the button shows, and what
    // was typed before that is reset (seen on a busy machine): type again until the form keeps it.
    await expect(async () => {
      const change = page.getByRole('button', { name: 'Change Password' })
      if (await change.isVisible()) await change.click()
      await page.getByLabel('New Password').fill(newPassword)
      await page.getByLabel('Confirm Password').fill(newPassword)
      await expect(current).toBeVisible({ timeout: 3_000 })
      // Still there a moment later: the form did not take in the server's state after the typing.
      await page.waitForTimeout(1_000)
      await expect(current).toBeVisible({ timeout: 1_000 })
      await expect(page.getByLabel('New Password')).toHaveValue(newPassword, { timeout: 1_000 })
    }).toPass({ timeout: 45_000 })
    await expect(current).toHaveAttribute('type', 'password')
    await expect(current).toHaveAttribute('autocomplete', 'current-password')

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter your current password to change it').first()).toBeVisible()

    // The form checks the field again as it changes: the message goes once something is typed, and
    // only then does Save send the form (a click before that finds it still invalid).
    await current.fill('not my password')
    await expect(page.getByText('Enter your current password to change it')).toHaveCount(0)
    // A wrong password changes nothing, so Save is pressed again if the form let the first press go.
    await expect(async () => {
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText('The current password is not right').first()).toBeVisible({
        timeout: 5_000,
      })
    }).toPass({ timeout: 45_000 })
    await shoot(page, 'admin-account-current-password')

    await current.fill(password)
    await expect(async () => {
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText('Updated successfully').first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 45_000 })

    // This browser is still signed in; the other session is not.
    expect((await (await page.request.get('/api/auth/check')).json()).authenticated).toBe(true)
    expect((await (await other.get('/api/auth/check')).json()).authenticated).toBe(false)
    await other.dispose()
    const again = await page.request.post('/api/auth/login', {
      data: { password: newPassword, username },
    })
    expect(again.status()).toBe(200)
  })
})
