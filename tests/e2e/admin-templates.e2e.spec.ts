import { expect, test } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { shoot } from './support/screens'
import { DEMO_TENANT, demoTenantId, openWithDemoTenant } from './support/templatesScreen'
import { toast } from './support/toast'

test.describe('Dynamic Page Management at /admin/templates', () => {
  const panelIds: string[] = []
  let templateId: string | undefined

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (templateId) await request.delete(`/api/templates/${templateId}`)
    for (const id of panelIds) await request.delete(`/api/panels/${id}`)
  })

  test("should list the demo tenant's templates, then create, edit and delete a template", async ({
    page,
  }) => {
    // A long journey with four screenshots (each at two widths).
    test.setTimeout(180_000)
    const suffix = Date.now().toString(36)
    await signInThroughApi(page)
    const tenantId = await demoTenantId(page)
    // One active and one inactive panel of our own: only the active one may be offered.
    for (const [name, isActive] of [
      [`E2E active panel ${suffix}`, true],
      [`E2E inactive panel ${suffix}`, false],
    ] as const) {
      const reply = await page.request.post('/api/panels', {
        data: { content: '<p>{Hi|Hello}</p>', isActive, name, tenantId },
      })
      expect(reply.status()).toBe(201)
      panelIds.push(((await reply.json()) as { id: string }).id)
    }

    await openWithDemoTenant(page)
    await expect(page.getByRole('tab', { name: 'Manage Dynamic Pages' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const list = page.getByRole('list', { name: 'Templates' })
    await expect(list.getByRole('button', { name: /^Instrument guide/ })).toBeVisible()
    await expect(list.getByRole('button', { name: /^Instrument comparison/ })).toBeVisible()
    const editor = page.getByRole('form', { name: 'Template Editor' })
    await expect(editor.getByLabel(/^Name/)).not.toHaveValue('')
    await shoot(page, 'admin-templates-manage')

    // Create through the dialog: validation first, then the identifier detected from the URL pattern.
    await page.getByRole('button', { name: 'Create Template' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create New Template' })
    await expect(dialog.getByLabel(/^Tenant/)).toHaveValue(tenantId)
    await expect(dialog.getByLabel('Number of Related Pages')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Create Template' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByText('URL pattern is required')).toBeVisible()

    const name = `E2E gear pages ${suffix}`
    await dialog.getByLabel(/^Template Name/).fill(name)
    await dialog.getByLabel('Dataset').selectOption({ label: 'Musical Instruments' })
    await dialog.getByLabel(/^URL Pattern/).fill('gear/{name}')
    await dialog.getByRole('button', { name: 'Create Template' }).click()
    await expect(dialog.getByText('URL pattern must start with /')).toBeVisible()
    await dialog.getByLabel(/^URL Pattern/).fill(`/e2e-gear-${suffix}/{name}`)
    await expect(dialog.getByLabel('Identifier Field')).toHaveValue('name')
    await expect(
      dialog.getByText('Identifier field detected from the URL pattern: name'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Insert into content: #label#' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Template Content' })).toHaveText('#label#')
    await dialog.getByText('Syntax help').click()
    await expect(dialog.getByText('A repeated placeholder matches two records')).toBeVisible()

    await dialog.getByText('Show Related Pages').click()
    await expect(dialog.getByRole('switch', { name: 'Show Related Pages' })).toBeChecked()
    await expect(dialog.getByLabel('Number of Related Pages')).toHaveValue('3')
    await expect(dialog.getByLabel('Related Pages Title')).toHaveValue('Related Pages')
    await dialog.getByLabel('Number of Related Pages').fill('21')
    const topPanel = dialog.getByLabel('Top panel')
    await expect(topPanel.locator('option', { hasText: `E2E active panel ${suffix}` })).toHaveCount(
      1,
    )
    await expect(
      topPanel.locator('option', { hasText: `E2E inactive panel ${suffix}` }),
    ).toHaveCount(0)
    await topPanel.selectOption({ label: `E2E active panel ${suffix}` })
    await shoot(page, 'admin-templates-create-dialog')
    await dialog.getByRole('button', { name: 'Create Template' }).click()
    await expect(
      dialog.getByText('Related pages count must be a whole number from 1 to 20'),
    ).toBeVisible()
    await dialog.getByLabel('Number of Related Pages').fill('5')
    await dialog.getByRole('button', { name: 'Create Template' }).click()
    await expect(toast(page, 'Template created')).toBeVisible()
    await expect(dialog).toBeHidden()

    const created = list.getByRole('button', { name: new RegExp(`^${name}`) })
    await expect(created).toBeVisible()
    const templates = (await (
      await page.request.get(`/api/templates?tenantId=${tenantId}`)
    ).json()) as {
      id: string
      identifierField: string
      name: string
      relatedPagesCount: number
      topPanelId: string
    }[]
    const saved = templates.find((template) => template.name === name)
    expect(saved).toMatchObject({
      identifierField: 'name',
      relatedPagesCount: 5,
      topPanelId: panelIds[0],
    })
    templateId = saved!.id

    // Edit and save it.
    await created.click()
    await expect(editor.getByLabel(/^Name/)).toHaveValue(name)
    await expect(editor.getByLabel('Top panel')).toHaveValue(panelIds[0])
    await expect(editor.getByLabel('Number of Related Pages')).toHaveValue('5')
    const renamed = `${name} edited`
    await editor.getByLabel(/^Name/).fill(renamed)
    await editor.getByLabel('Status').selectOption('active')
    await editor.getByLabel(/^URL Pattern/).fill(`/e2e-kit-${suffix}/{label}`)
    await expect(editor.getByLabel('Identifier Field')).toHaveValue('label')
    await editor.getByLabel('Top panel').selectOption('')
    await editor.getByRole('button', { name: 'Publish changes' }).click()
    await expect(toast(page, 'Changes Published')).toBeVisible()
    await expect(list.getByRole('button', { name: new RegExp(`^${renamed}`) })).toBeVisible()
    const after = (await (await page.request.get(`/api/templates/${templateId}`)).json()) as Record<
      string,
      unknown
    >
    expect(after).toMatchObject({
      identifierField: 'label',
      name: renamed,
      status: 'active',
      topPanelId: null,
    })

    // A field the dataset lacks is told as typed, and the server refuses it too.
    await editor.getByLabel(/^URL Pattern/).fill(`/e2e-kit-${suffix}/{colour}`)
    await expect(editor.getByText(/^Unknown field \{colour\}: the dataset has /)).toBeVisible()
    await editor.getByLabel('Identifier Field').fill('label')
    await editor.getByRole('button', { name: 'Publish changes' }).click()
    await expect(toast(page, 'Not Published')).toBeVisible()
    await editor.getByRole('button', { name: 'Discard changes' }).click()
    await shoot(page, 'admin-templates-editor')

    // Delete with confirmation.
    await page.getByRole('button', { name: `Delete template ${renamed}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete template' })
    await expect(confirm).toContainText(renamed)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(list.getByRole('button', { name: new RegExp(`^${renamed}`) })).toBeVisible()
    await page.getByRole('button', { name: `Delete template ${renamed}` }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Template deleted')).toBeVisible()
    await expect(list.getByRole('button', { name: new RegExp(`^${renamed}`) })).toHaveCount(0)
    templateId = undefined
  })

  test('should open Create New Template from ?create=1 and label templates by tenant under All tenants', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenantId = await demoTenantId(page)
    await openWithDemoTenant(page)
    // The dashboard's Design Template quick action: the dialog opens on load, on the header's tenant.
    await page.goto('/admin/templates?create=1')
    const dialog = page.getByRole('dialog', { name: 'Create New Template' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(/^Tenant/)).toHaveValue(tenantId)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/templates$/)

    await page.getByTestId('tenant-selector').selectOption('all')
    await expect(page.getByText('Templates of all tenants')).toBeVisible()
    await expect(page.getByText(`Tenant: ${DEMO_TENANT}`).first()).toBeVisible()
  })
})
