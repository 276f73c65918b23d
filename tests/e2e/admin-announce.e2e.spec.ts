import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { alertsInReach, liveRegionsInDialog, liveRegionsSaying } from './support/axTree'
import { createTenant, openCreatePage, openPagesOf } from './support/pagesScreen'
import { toast } from './support/toast'

// What a screen reader hears of the admin's toasts, read from Chromium's accessibility tree: content a
// modal dialog makes inert is out of it, and a live region there is one a screen reader reads out.

const FAILED = 'Failed to search photos'
const LOST = 'WebSocket connection lost. Progress updates may be delayed.'

/** The page form and, opened from it, the featured image picker: two modal dialogs. */
const openPicker = async (page: Page) => {
  const form = await openCreatePage(page)
  await form.getByRole('tab', { name: 'Settings' }).click()
  await form.getByRole('button', { name: 'Choose Image' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose Featured Image' })
  await expect(picker).toBeVisible()
  return { form, picker }
}

test.describe('toasts read out once, from where a screen reader can reach them (issue 18)', () => {
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test("should put an error toast's text in the assertive region of the open dialog, once", async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'announce')
    tenants.push(tenant.id)
    await openPagesOf(page, tenant.name)
    const host = page.locator('[data-toast-announcer]')
    await expect(host).toHaveCount(1)

    // Two modal dialogs open (the page form and the image picker beside it); a failed search raises an
    // error toast, which only the innermost dialog's content could carry to a screen reader.
    const { form, picker } = await openPicker(page)
    await picker.getByLabel('Search photos').fill('error please')
    await expect(toast(page, FAILED)).toBeVisible()
    const description = await page
      .locator('[data-sonner-toast]:not([data-removed="true"]) [data-description]')
      .last()
      .innerText()
    const spoken = `${FAILED}. ${description}`
    await expect.poll(() => alertsInReach(page)).toContain(spoken)
    expect((await alertsInReach(page)).filter((text) => text === spoken)).toHaveLength(1)
    expect(await liveRegionsInDialog(page, 'Choose Featured Image')).toContainEqual({
      live: 'assertive',
      role: 'alert',
      text: spoken,
    })
    // Not a second visible copy: the page's text has the toast's title and description apart only.
    await expect(page.getByText(spoken)).toHaveCount(0)
    await expect(picker.locator('[data-toast-announcer]')).toHaveCount(1)
    await expect(host).toHaveCount(1)
    expect((await host.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1)

    // Both dialogs closed: the regions are back in the page and still reachable.
    await page.keyboard.press('Escape')
    await expect(picker).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
    await expect(host).toHaveCount(1)
    expect(await host.evaluate((element) => element.closest('dialog'))).toBeNull()
    await expect.poll(() => alertsInReach(page)).toContain(spoken)
  })

  test('should read a success toast raised in a dialog politely, from inside that dialog', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'announce-ok')
    tenants.push(tenant.id)
    await openPagesOf(page, tenant.name)
    const { picker } = await openPicker(page)
    await picker.getByRole('tab', { name: 'Media' }).click()
    const media = picker.getByRole('tabpanel', { name: 'Media' })
    await media.getByRole('button', { name: 'Upload Image' }).click()
    const photo = await sharp({
      create: { background: '#2b6c7c', channels: 3, height: 300, width: 400 },
    })
      .jpeg()
      .toBuffer()
    await media
      .getByLabel('Image file')
      .setInputFiles({ buffer: photo, mimeType: 'image/jpeg', name: 'Harbour.jpg' })
    await media.getByLabel('Alt text').fill('Boats in the harbour')
    await media.getByRole('button', { name: 'Upload Image' }).click()

    // The toast is shown as before, above the dialogs; a screen reader hears it from the picker.
    await expect(toast(page, 'Image Uploaded')).toBeVisible()
    const spoken = 'Image Uploaded. Boats in the harbour'
    await expect
      .poll(() => liveRegionsInDialog(page, 'Choose Featured Image'))
      .toContainEqual({ live: 'polite', role: 'status', text: spoken })
    // Politely, not at once, and nowhere else a screen reader could reach.
    expect(await liveRegionsSaying(page, 'Image Uploaded')).toEqual([
      { live: 'polite', role: 'status', text: spoken },
    ])
  })

  test("should put an error's text in exactly one live region when no dialog is open", async ({
    page,
  }) => {
    await signInThroughApi(page)
    // Every connection to the AI progress socket drops: after 3 reconnects the error toast comes, on the
    // Datasets screen with no dialog open, where Payload's toaster is in the accessibility tree too.
    await page.routeWebSocket(/\/ws\/ai-progress/, (ws) => void ws.close())
    await page.goto('/admin/datasets')
    await expect(page.getByRole('heading', { level: 1, name: 'Dataset Management' })).toBeVisible()
    await expect(toast(page, LOST)).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect
      .poll(() => liveRegionsSaying(page, LOST))
      .toContainEqual({ live: 'assertive', role: 'alert', text: LOST })
    expect(await liveRegionsSaying(page, LOST)).toEqual([
      { live: 'assertive', role: 'alert', text: LOST },
    ])
  })
})
