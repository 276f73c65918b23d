import { expect, test } from '@playwright/test'

import { signInThroughApi } from './support/admin'
import { shoot } from './support/screens'
import { DEMO_TENANT, demoTenantId } from './support/templatesScreen'

/** The Template Demo (example paths rendered in the admin) and /admin/template-render. */
test.describe('Dynamic Page Management at /admin/templates', () => {
  test('should render example paths in the Template Demo and open the full page', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenantId = await demoTenantId(page)
    await page.goto('/admin/templates')
    await page.getByTestId('tenant-selector').selectOption('all')
    await page.getByRole('tab', { name: 'Template Demo' }).click()
    await expect(page.getByText('Select a tenant in the header')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Generate Page' })).toBeDisabled()

    await page.getByTestId('tenant-selector').selectOption({ label: DEMO_TENANT })
    const input = page.getByLabel('Test URL path')
    await page.getByRole('button', { name: 'Keyboard', exact: true }).click()
    await expect(input).toHaveValue('/instrument/keyboard')
    await page.getByRole('button', { name: 'Generate Page' }).click()
    await expect(page.getByTestId('demo-title')).toContainText('Keyboard')
    await expect(page.getByTestId('demo-matched')).toHaveText('1')
    await expect(page.getByText('Identifiers (1)')).toBeVisible()

    await page.getByRole('button', { name: 'Piano', exact: true }).click()
    await expect(input).toHaveValue('/instrument/piano')
    await page.getByRole('button', { name: 'Generate Page' }).click()
    await expect(page.getByTestId('demo-title')).toContainText('Piano')

    await page.getByRole('button', { name: 'Keyboard vs Piano', exact: true }).click()
    await expect(input).toHaveValue('/compare/keyboard-vs-piano')
    await page.getByRole('button', { name: 'Generate Page' }).click()
    await expect(page.getByTestId('demo-title')).toHaveText('Keyboard vs Piano')
    await expect(page.getByTestId('demo-matched')).toHaveText('2')
    await expect(page.getByText('Identifiers (2)')).toBeVisible()
    await expect(page.getByTestId('demo-identifiers')).toContainText('keyboard')
    await expect(page.getByTestId('demo-identifiers')).toContainText('piano')
    await expect(
      page.frameLocator('iframe[title="Rendered content"]').getByRole('heading', { level: 1 }),
    ).toHaveText('Keyboard vs Piano')
    await expect(page.getByLabel('Template source')).toContainText('#label[1]#')
    await page.getByRole('button', { name: 'HTML source' }).click()
    await expect(page.getByLabel('Rendered HTML source')).toContainText(
      '<h1>Keyboard vs Piano</h1>',
    )
    await shoot(page, 'admin-templates-demo')

    await input.fill('/no-such/page')
    await page.getByRole('button', { name: 'Generate Page' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Error:' })).toContainText(
      "Error: No template's URL pattern matches /no-such/page",
    )
    await shoot(page, 'admin-templates-demo-error')

    await page.getByRole('button', { name: 'Keyboard vs Piano', exact: true }).click()
    await page.getByRole('button', { name: 'Generate Page' }).click()
    await page.getByRole('link', { name: 'Open full page' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/admin/template-render/${tenantId}/compare/keyboard-vs-piano$`),
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Keyboard vs Piano' })).toBeVisible()
    await expect(page.getByTestId('render-identifiers')).toContainText('keyboard')
  })

  test('should show a template page at /admin/template-render/{tenantId}/... and a clear not-found message', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenantId = await demoTenantId(page)
    await page.goto(`/admin/template-render/${tenantId}/instrument/piano`)
    await expect(page.getByRole('heading', { level: 1, name: /Piano/ })).toBeVisible()
    await expect(page.getByTestId('render-matched')).toHaveText('1')
    await expect(page.getByTestId('render-identifiers')).toHaveText('piano')
    await expect(
      page.frameLocator('iframe').first().getByRole('heading', { level: 1 }),
    ).toContainText('Piano')
    await shoot(page, 'admin-template-render')

    await page.goto(`/admin/template-render/${tenantId}/instrument/no-such-instrument`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Error:' })).toContainText(
      'No template page exists at /instrument/no-such-instrument',
    )
    await shoot(page, 'admin-template-render-not-found')
    await page.getByRole('link', { name: '← Back to Dynamic pages' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dynamic Page Management' }),
    ).toBeVisible()
  })
})
