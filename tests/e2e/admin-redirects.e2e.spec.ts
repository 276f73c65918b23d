import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { openRedirects, redirectCard, SIMULATE } from './support/redirectsScreen'
import { shoot } from './support/screens'
import { DEMO_TENANT, demoTenantId } from './support/templatesScreen'
import { toast } from './support/toast'
import { discardChanges } from './support/unsaved'

test.describe('Redirects at /admin/redirects', () => {
  const suffix = Date.now().toString(36)
  const fromPath = `/e2e-go-${suffix}`
  const listedPath = `/e2e-listed-${suffix}`

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    const left = (await (await request.get('/api/redirects')).json()) as {
      fromPath: string
      id: string
    }[]
    for (const r of left.filter((r) => [fromPath, listedPath].includes(r.fromPath)))
      await request.delete(`/api/redirects/${r.id}`)
  })

  test('should create a redirect, count its hits from the site, test, edit and delete it', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000)
    await signInThroughApi(page)
    await page.goto('/admin/redirects')
    await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible()
    // Payload's own redirects collection is out of the sidebar: one Redirects entry.
    await expect(page.getByRole('link', { exact: true, name: 'Redirects' })).toHaveCount(1)
    await openRedirects(page, DEMO_TENANT)

    await page.getByRole('button', { name: 'Create Redirect' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create Redirect' })
    const submit = dialog.getByRole('button', { name: 'Create Redirect' })
    await expect(dialog.getByLabel(/^Type/)).toHaveValue('hard')
    await expect(dialog.getByLabel(/^Status/)).toHaveValue('active')
    await submit.click()
    await expect(dialog.getByText('From path is required')).toBeVisible()
    await expect(dialog.getByText('To URL is required')).toBeVisible()
    await dialog.getByLabel(/^From Path/).fill('no slash')
    await dialog.getByLabel(/^To URL/).fill('javascript:alert(1)')
    await submit.click()
    await expect(
      dialog.getByText('From path must start with / and contain no spaces'),
    ).toBeVisible()
    await expect(
      dialog.getByText('To URL must be a path starting with / or an http(s) URL, without spaces'),
    ).toBeVisible()

    await dialog.getByLabel(/^From Path/).fill(fromPath)
    await dialog.getByLabel(/^To URL/).fill('/blog')
    await dialog.getByLabel(/^Type/).selectOption({ label: 'Affiliate' })
    await dialog.getByLabel('Notes').fill('Partner link for the e2e run')
    await submit.click()
    await expect(toast(page, 'Redirect created successfully')).toBeVisible()
    await expect(dialog).toHaveCount(0)

    const card = redirectCard(page, fromPath)
    await expect(card).toContainText('/blog')
    await expect(card).toContainText('Affiliate')
    await expect(card).toContainText('active')
    await expect(card).toContainText('Partner link for the e2e run')
    await expect(card.getByTestId('redirect-hits')).toHaveText('0')
    await expect(card.getByTestId('redirect-last-hit')).toHaveText('Never')

    // A visitor of the demo site is sent on, and the hit counts.
    const visitor = await browser.newPage()
    await visitor.goto(`${fromPath}?${SIMULATE}`)
    await expect(visitor).toHaveURL(new RegExp(`/blog\\?${SIMULATE}$`))
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await visitor.close()

    await page.reload()
    await expect(card.getByTestId('redirect-hits')).toHaveText('1')
    await expect(card.getByTestId('redirect-last-hit')).not.toHaveText('Never')
    await expect(card.getByTestId('redirect-last-hit')).toHaveText('just now')
    await shoot(page, 'admin-redirects')

    // Test: where the path goes, without counting a hit; then another path that leads nowhere.
    await card.getByRole('button', { name: `Test ${fromPath}` }).click()
    const tester = page.getByRole('dialog', { name: 'Test Redirect' })
    await expect(tester.getByLabel('Path')).toHaveValue(fromPath)
    await tester.getByRole('button', { exact: true, name: 'Test' }).click()
    const result = tester.getByTestId('test-result')
    await expect(result).toContainText('Redirects to')
    await expect(result).toContainText('/blog')
    await expect(result).toContainText('Affiliate redirect (302)')
    await shoot(page, 'admin-redirects-test')
    await tester.getByLabel('Path').fill(`/e2e-nowhere-${suffix}`)
    await tester.getByRole('button', { exact: true, name: 'Test' }).click()
    await expect(result).toContainText('Not found')
    await tester.getByRole('button', { exact: true, name: 'Close' }).last().click()
    await expect(tester).toHaveCount(0)
    await page.reload()
    await expect(card.getByTestId('redirect-hits')).toHaveText('1')

    // Edit: a hard redirect elsewhere, which the site answers 301.
    await card.getByRole('button', { name: `Edit ${fromPath}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Redirect' })
    await expect(edit.getByLabel(/^To URL/)).toHaveValue('/blog')
    await expect(edit.getByLabel(/^Type/)).toHaveValue('affiliate')
    await edit.getByLabel(/^To URL/).fill(`/e2e-new-${suffix}`)
    await edit.getByLabel(/^Type/).selectOption({ label: 'Hard (internal)' })
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Redirect updated successfully')).toBeVisible()
    await expect(card).toContainText(`/e2e-new-${suffix}`)
    await expect(card).toContainText('Hard')
    const hard = await page.request.get(`${fromPath}?${SIMULATE}`, { maxRedirects: 0 })
    expect(hard.status()).toBe(301)
    expect(hard.headers().location).toBe(`/e2e-new-${suffix}?${SIMULATE}`)

    // Delete, after the confirmation.
    await card.getByRole('button', { name: `Delete ${fromPath}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Redirect' })
    await expect(confirm).toContainText(
      /Move this redirect to the trash\? You can restore it from the Trash for \d+ days?\./,
    )
    await confirm.getByRole('button', { exact: true, name: 'Delete' }).click()
    await expect(toast(page, 'Redirect deleted successfully')).toBeVisible()
    await expect(card).toHaveCount(0)
  })

  test('should need a chosen tenant to create, show every tenant under All tenants, and refuse a duplicate', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const created = await page.request.post('/api/redirects', {
      data: { fromPath: listedPath, tenantId: await demoTenantId(page), toUrl: '/blog' },
    })
    expect(created.status()).toBe(201)
    await page.goto('/admin/redirects')
    await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible()
    await page.getByTestId('tenant-selector').selectOption('all')
    const card = redirectCard(page, listedPath)
    await expect(card).toContainText(`Tenant${DEMO_TENANT}`)
    await expect(card).toContainText('Hard')
    await expect(card.getByTestId('redirect-last-hit')).toHaveText('Never')
    await expect(page.getByRole('button', { name: 'Create Redirect' })).toBeDisabled()
    await expect(page.getByText('Please select a tenant first')).toBeVisible()
    await shoot(page, 'admin-redirects-all-tenants')

    // The server's refusal: the spec's 'Error' toast, and its message under the field.
    await openRedirects(page, DEMO_TENANT)
    await page.getByRole('button', { name: 'Create Redirect' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Redirect' })
    await dialog.getByLabel(/^From Path/).fill(listedPath)
    await dialog.getByLabel(/^To URL/).fill('/elsewhere')
    await dialog.getByRole('button', { name: 'Create Redirect' }).click()
    await expect(toast(page, 'Error')).toBeVisible()
    await expect(
      dialog.getByText('A redirect from this path already exists for this tenant'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discardChanges(page)
    await expect(dialog).toHaveCount(0)
  })
})
