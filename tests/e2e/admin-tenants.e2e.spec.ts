import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { checkAxe } from './support/axe'
import { shoot } from './support/screens'
import { toast } from './support/toast'
import { discardChanges } from './support/unsaved'

const signIn = async (page: Page) => {
  const login = await page.request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  expect(login.status()).toBe(200)
}

test.describe('Tenant Management at /admin/tenants', () => {
  test('should create, edit, configure and delete a tenant without a reload', async ({ page }) => {
    const suffix = `${Date.now().toString(36)}`
    const name = `E2E Shop ${suffix}`
    const domain = `e2e-shop-${suffix}.example`
    await signIn(page)
    await page.goto('/admin/tenants')
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Management' })).toBeVisible()
    await expect(page.getByTestId('tenant-card').first()).toBeVisible()
    await expect(page.getByText(/coming soon/i)).toHaveCount(0)
    await shoot(page, 'admin-tenants')

    // Create New Tenant: defaults, then the validation messages for a blank name and domain.
    await page.getByRole('button', { name: 'Add Tenant' }).first().click()
    const create = page.getByRole('dialog', { name: 'Create New Tenant' })
    await expect(create).toBeVisible()
    await expect(create.getByLabel('Status')).toHaveValue('setup')
    await expect(create.getByLabel('Time zone')).toHaveValue('UTC')
    await expect(create.getByLabel('Primary color', { exact: true })).toHaveValue('#1976D2')
    await expect(create.getByLabel('Secondary color', { exact: true })).toHaveValue('#00897B')
    await shoot(page, 'admin-tenants-create-dialog')
    await create.getByRole('button', { name: 'Create Tenant' }).click()
    await expect(create.getByText('Name is required')).toBeVisible()
    await expect(create.getByText('Domain is required')).toBeVisible()
    await shoot(page, 'admin-tenants-create-validation')

    await create.getByLabel('Name').fill(name)
    await create.getByLabel('Domain').fill(domain.toUpperCase())
    await create.getByRole('button', { name: 'Create Tenant' }).click()
    await expect(toast(page, 'Tenant created')).toBeVisible()
    await expect(create).toBeHidden()
    const card = page.getByRole('article', { name })
    await expect(card).toBeVisible()
    await expect(card.getByText(domain, { exact: true })).toBeVisible()
    await expect(card.getByText('setup', { exact: true })).toBeVisible()
    await expect(card.getByText('Custom branding')).toHaveCount(0)

    // The same domain again: 409, its message under Domain and in the toast.
    await page.getByRole('button', { name: 'Add Tenant' }).first().click()
    await expect(create.getByLabel('Name')).toHaveValue('')
    await create.getByLabel('Name').fill(`${name} copy`)
    await create.getByLabel('Domain').fill(domain)
    await create.getByRole('button', { name: 'Create Tenant' }).click()
    await expect(create.getByText('A tenant with this domain already exists')).toBeVisible()
    await expect(toast(page, 'Error creating tenant')).toBeVisible()
    await shoot(page, 'admin-tenants-create-duplicate')
    await create.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)
    await expect(create).toBeHidden()

    // Edit: name, status and time zone.
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Tenant' })
    await expect(edit.getByLabel('Domain')).toHaveValue(domain)
    await shoot(page, 'admin-tenants-edit-dialog')
    const renamed = `${name} Live`
    await edit.getByLabel('Name').fill(renamed)
    await edit.getByLabel('Status').selectOption('active')
    await edit.getByLabel('Time zone').selectOption('Europe/Berlin')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Tenant updated')).toBeVisible()
    const renamedCard = page.getByRole('article', { name: renamed })
    await expect(renamedCard.getByText('active', { exact: true })).toBeVisible()
    await renamedCard.getByRole('button', { name: `Edit ${renamed}` }).click()
    await expect(edit.getByLabel('Time zone')).toHaveValue('Europe/Berlin')
    await checkAxe(page, 'Edit Tenant (light)', 'dialog[open]')
    await page.emulateMedia({ colorScheme: 'dark' })
    await checkAxe(page, 'Edit Tenant (dark)', 'dialog[open]')
    await page.emulateMedia({ colorScheme: 'light' })
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()

    // Configure branding: the card gains the Custom branding marker.
    await renamedCard.getByRole('button', { name: `Configure ${renamed}` }).click()
    const branding = page.getByRole('dialog', { name: 'Configure Branding' })
    await expect(branding.getByLabel('Primary color', { exact: true })).toHaveValue('#1976D2')
    await branding.getByLabel('Primary color', { exact: true }).fill('#112233')
    await branding.getByLabel('Custom CSS').fill('h1 { letter-spacing: 0.02em; }')
    await shoot(page, 'admin-tenants-branding-dialog')
    await branding.getByRole('button', { name: 'Save Branding' }).click()
    await expect(toast(page, 'Branding updated')).toBeVisible()
    await expect(renamedCard.getByText('Custom branding')).toBeVisible()
    await expect(renamedCard.getByText('#112233')).toBeVisible()
    await expect(renamedCard.getByRole('link', { name: `Preview ${renamed}` })).toHaveAttribute(
      'href',
      `/?simulate_domain=${domain}`,
    )

    // Delete, after a confirmation that says what goes with it.
    await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Tenant' })
    await expect(confirm).toContainText('pages, page types, categories')
    await expect(confirm).toContainText('tasks and media')
    await shoot(page, 'admin-tenants-delete-dialog')
    await confirm.getByRole('button', { name: 'Delete Tenant' }).click()
    await expect(toast(page, 'Tenant deleted')).toBeVisible()
    await expect(renamedCard).toHaveCount(0)
  })
})
