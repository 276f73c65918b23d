import { type Browser, expect, type Page, test } from '@playwright/test'

import { startFakeSmtp } from '../int/support/fakeSmtp'
import { signInThroughApi } from './support/admin'
import { checkAxe } from './support/axe'
import { LAPTOP } from './support/screens'
import { E2E_SMTP_PORT } from './support/settingsScreen'
import { toast } from './support/toast'

// Users in the product admin (issue 38): an administrator adds an editor for one site, the editor
// signs in to their world, and is deactivated and reactivated, all from the Users screen.

const editor = { password: 'a first e2e password', username: `writer-${Date.now().toString(36)}` }

const signInAs = async (browser: Browser, username: string, password: string) => {
  const page = await browser.newPage({ viewport: LAPTOP })
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  return page
}

const userRow = (page: Page, username: string) =>
  page.getByTestId('user-row').filter({ has: page.getByText(username, { exact: true }) })

const rowAction = async (page: Page, username: string, action: string) => {
  await page.getByRole('button', { name: `Actions for ${username}` }).click()
  await page.getByRole('menuitem', { name: `${action} ${username}` }).click()
}

test.describe('Users', () => {
  test.use({ viewport: LAPTOP })

  test('should add an editor for one site, who signs in, is deactivated and reactivated', async ({
    browser,
    page,
  }) => {
    await signInThroughApi(page)
    await page.goto('/admin')
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Users' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await expect(userRow(page, 'admin')).toContainText('Administrator')

    // Add User: Editor unless chosen; an editor's tenants are chosen.
    await page.getByRole('button', { name: 'Add User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add User' })
    await expect(dialog.getByLabel('Role *')).toHaveValue('editor')
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await expect(dialog.getByText('Username is required')).toBeVisible()
    await dialog.getByLabel('Username *').fill(editor.username)
    await dialog.getByLabel('First password *').fill(editor.password)
    const [{ name: tenantName }] = (await (await page.request.get('/api/tenants')).json()) as {
      name: string
    }[]
    const tenants = dialog.getByRole('group', { name: 'Tenants' })
    await tenants.getByRole('checkbox', { name: new RegExp(`^${tenantName}`) }).check()
    await checkAxe(page, 'Add User', 'dialog[open]')
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await expect(toast(page, 'User added')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Add User' })).toBeFocused()
    const row = userRow(page, editor.username)
    await expect(row).toContainText('Editor')
    await expect(row).toContainText(tenantName)
    await expect(row).toContainText('Active')

    // The editor signs in: their role, no Users link.
    const editorPage = await signInAs(browser, editor.username, editor.password)
    await expect(editorPage).toHaveURL(/\/admin$/)
    const nav = editorPage.getByRole('navigation', { name: 'Admin' })
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0)

    // The administrator sees the editor's session, and deactivates them: signed out at once.
    await page.reload()
    await expect(userRow(page, editor.username).getByRole('cell').nth(4)).toHaveText('1')
    await rowAction(page, editor.username, 'Deactivate')
    const confirm = page.getByRole('dialog', { name: 'Deactivate user?' })
    await checkAxe(page, 'Deactivate user?', 'dialog[open]')
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await expect(toast(page, 'User deactivated')).toBeVisible()
    await expect(userRow(page, editor.username)).toContainText('Deactivated')
    await editorPage.reload()
    await expect(editorPage.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await editorPage.getByLabel('Username').fill(editor.username)
    await editorPage.getByLabel('Password', { exact: true }).fill(editor.password)
    await editorPage.getByRole('button', { name: 'Sign In' }).click()
    await expect(
      editorPage.getByText('This account is deactivated: ask an administrator').first(),
    ).toBeVisible()

    // Reactivated, and made an administrator: the tenants no longer apply.
    await rowAction(page, editor.username, 'Reactivate')
    await page
      .getByRole('dialog', { name: 'Reactivate user?' })
      .getByRole('button', { name: 'Reactivate' })
      .click()
    await expect(userRow(page, editor.username)).toContainText('Active')
    await rowAction(page, editor.username, 'Edit')
    const edit = page.getByRole('dialog', { name: `Edit ${editor.username}` })
    await edit.getByLabel('Role *').selectOption('admin')
    await expect(
      edit.getByRole('group', { name: 'Tenants' }).getByRole('checkbox').first(),
    ).toBeDisabled()
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'User updated')).toBeVisible()
    await expect(userRow(page, editor.username)).toContainText('All tenants')
    await editorPage.close()
  })

  test('should offer nothing against yourself, and pass axe in the dark scheme too', async ({
    page,
  }) => {
    await signInThroughApi(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/admin/users')
    await expect(userRow(page, 'admin')).toContainText('(you)')
    await page.getByRole('button', { name: 'Actions for admin' }).click()
    await expect(page.getByRole('menuitem', { name: 'Deactivate admin' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await checkAxe(page, 'Users (dark)')
    // Keyboard only: the dialog opens on Enter, Escape closes it and focus goes back.
    await page.getByRole('button', { name: 'Add User' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add User' })
    // Focus moves into the dialog.
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await checkAxe(page, 'Add User (dark)', 'dialog[open]')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Add User' })).toBeFocused()
  })

  test('should invite a user by email, who chooses a password from the link and is signed in', async ({
    browser,
    page,
  }) => {
    const smtp = await startFakeSmtp({ port: E2E_SMTP_PORT })
    try {
      const guest = `guest-${Date.now().toString(36)}`
      await signInThroughApi(page)
      await page.goto('/admin/users')
      await page.getByRole('button', { name: 'Add User' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add User' })
      await dialog.getByLabel('Username *').fill(guest)
      await dialog.getByLabel('Send an invitation by email').check()
      await expect(dialog.getByLabel('First password *')).toHaveCount(0)
      await dialog.getByLabel('Email *').fill(`${guest}@example.com`)
      await checkAxe(page, 'Add User (invite)', 'dialog[open]')
      await dialog.getByRole('button', { name: 'Send Invitation' }).click()
      await expect(toast(page, 'User invited')).toBeVisible()
      await expect(userRow(page, guest)).toContainText('Invited')

      const mail = await smtp.waitFor((m) => m.to.includes(`${guest}@example.com`))
      const link = /(http\S+\/admin\/invite#[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]
      expect(link).toBeTruthy()
      const guestPage = await browser.newPage({ viewport: LAPTOP })
      await guestPage.goto(new URL(link!).pathname + new URL(link!).hash)
      await expect(guestPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
      await checkAxe(guestPage, 'Accept invitation')
      await guestPage.getByLabel('Password', { exact: true }).fill('my own e2e password')
      await guestPage.getByLabel('Repeat the password').fill('my own e2e passwordx')
      await guestPage.getByRole('button', { name: 'Save and sign in' }).click()
      await expect(guestPage.getByText('The two passwords are not the same')).toBeVisible()
      await guestPage.getByLabel('Repeat the password').fill('my own e2e password')
      await guestPage.getByRole('button', { name: 'Save and sign in' }).click()
      await expect(guestPage).toHaveURL(/\/admin$/)
      await expect(guestPage.getByTestId('nav-username')).toHaveText(guest)
      await page.reload()
      await expect(userRow(page, guest)).toContainText('Active')
      await guestPage.close()
    } finally {
      await smtp.close()
    }
  })
})
