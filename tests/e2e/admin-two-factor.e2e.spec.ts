import { expect, test } from '@playwright/test'

import { totpCode } from '../int/support/totp'
import { e2eAdmin } from './support/admin'
import { shoot } from './support/screens'
import { createAdmin, flipSetting, settingSwitch } from './support/settingsScreen'
import { toast } from './support/toast'

test.describe('Two-factor sign-in', () => {
  const username = `e2e-2fa-${Date.now().toString(36)}`
  const password = 'a two-factor e2e password'
  let userId = ''

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (userId) await request.delete(`/api/cms/users/${userId}`)
  })

  test('should set up two-factor with a QR code and recovery code, then ask for the code at sign-in', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    userId = await createAdmin(request, username, password)

    // Sign in on the sign-in screen, as a person would.
    await page.goto('/admin/login')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin$/)

    await page.goto('/admin/settings')
    await expect(settingSwitch(page, 'Two-Factor Authentication')).not.toBeChecked()
    await flipSetting(page, 'Two-Factor Authentication')
    const dialog = page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Password').fill('not my password')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(dialog.getByText('The password is not right')).toBeVisible()
    await dialog.getByLabel('Password').fill(password)
    await dialog.getByRole('button', { name: 'Continue' }).click()

    const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' })
    await expect(qr).toBeVisible()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    const secret = (await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await shoot(page, 'admin-settings-two-factor-qr')
    await dialog.getByLabel('Code from the app').fill('000000')
    await dialog.getByRole('button', { name: 'Turn On' }).click()
    await expect(
      dialog.getByText('That code is not right: enter the newest 6-digit code your app shows'),
    ).toBeVisible()
    await dialog.getByLabel('Code from the app').fill(totpCode(secret))
    await dialog.getByRole('button', { name: 'Turn On' }).click()
    await expect(toast(page, 'Two-factor authentication turned on')).toBeVisible()
    const recovery = dialog.getByTestId('recovery-code')
    await expect(recovery).toHaveText(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/)
    const recoveryCode = await recovery.innerText()
    await shoot(page, 'admin-settings-two-factor-recovery')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()
    await expect(settingSwitch(page, 'Two-Factor Authentication')).toBeChecked()

    // Signed out, the password alone no longer signs in: the code is asked for.
    await page.getByRole('button', { exact: true, name: 'Logout' }).click()
    await page.goto('/admin/login')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
    const code = page.getByLabel('Authentication code')
    await expect(code).toBeFocused()
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled()
    await shoot(page, 'admin-sign-in-two-factor')
    await code.fill('123456')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(toast(page, 'Login failed')).toBeVisible()
    await expect(page.getByText('Invalid two-factor code')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)

    // The next step's code (the one at enrolment is used up), as a phone a little ahead would show.
    const signInCode = totpCode(secret, 1)
    await code.fill(signInCode)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(toast(page, 'Login successful')).toBeVisible()
    await expect(page.getByTestId('nav-username')).toHaveText(username)

    // Off again: a code already used is refused; the recovery code does it.
    await page.goto('/admin/settings')
    await flipSetting(page, 'Two-Factor Authentication')
    const off = page.getByRole('dialog', { name: 'Turn Off Two-Factor Authentication' })
    await off.getByLabel('Authentication code').fill(signInCode)
    await off.getByRole('button', { name: 'Turn Off' }).click()
    await expect(
      off.getByText('That code is not right: enter the newest code, or the recovery code'),
    ).toBeVisible()
    await off.getByLabel('Authentication code').fill(recoveryCode.toLowerCase())
    await off.getByRole('button', { name: 'Turn Off' }).click()
    await expect(toast(page, 'Two-factor authentication turned off')).toBeVisible()
    await expect(settingSwitch(page, 'Two-Factor Authentication')).not.toBeChecked()
  })
})
