import { expect, test } from '@playwright/test'

import { startFakeSmtp } from '../int/support/fakeSmtp'
import type { FakeSmtp } from '../int/support/fakeSmtp'
import { e2eAdmin, signInThroughApi } from './support/admin'
import {
  E2E_SMTP_PORT,
  flipSetting,
  openSettings,
  restoreSettings,
  saveSettings,
} from './support/settingsScreen'
import { toast } from './support/toast'

test.describe('Notification emails', () => {
  const suffix = Date.now().toString(36)
  const tenantName = `Mail Shop ${suffix}`
  let smtp: FakeSmtp | undefined

  test.afterAll(async ({ request }) => {
    await restoreSettings(request)
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    const tenants = (await (await request.get('/api/tenants')).json()) as {
      id: string
      name: string
    }[]
    for (const tenant of tenants.filter((t) => t.name === tenantName))
      await request.delete(`/api/tenants/${tenant.id}`)
    await smtp?.close()
  })

  test('should email the admin through the SMTP server: a test message and a new tenant', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    // The mail server the e2e server's SMTP_URL names, started by this test.
    smtp = await startFakeSmtp({ port: E2E_SMTP_PORT })
    await signInThroughApi(page)
    await openSettings(page)
    await expect(page.getByTestId('email-not-configured')).toHaveCount(0)
    await page.getByLabel('Platform Name').fill('Mail Sites')
    await page.getByLabel('Admin Email').fill(`owner-${suffix}@mail.example`)
    await flipSetting(page, 'New Tenant')
    await saveSettings(page)
    await expect(toast(page, 'Settings saved')).toBeVisible()

    await page.getByRole('button', { name: 'Send Test Email' }).click()
    await expect(toast(page, 'Test email sent')).toBeVisible()
    const testMail = await smtp.waitFor((mail) => mail.subject === '[Mail Sites] Test message')
    expect(testMail.to).toEqual([`owner-${suffix}@mail.example`])

    await page.goto('/admin/tenants')
    await page.getByRole('button', { name: 'Add Tenant' }).first().click()
    const create = page.getByRole('dialog', { name: 'Create New Tenant' })
    await create.getByLabel('Name').fill(tenantName)
    await create.getByLabel('Domain').fill(`mail-${suffix}.example`)
    await create.getByRole('button', { name: 'Create Tenant' }).click()
    await expect(toast(page, 'Tenant created')).toBeVisible()
    const mail = await smtp.waitFor((m) => m.subject === `[Mail Sites] New tenant: ${tenantName}`)
    expect(mail.to).toEqual([`owner-${suffix}@mail.example`])
    expect(mail.text).toContain(`Domain: mail-${suffix}.example`)
    expect(mail.text).toContain('A new tenant was created by admin.')
  })
})
