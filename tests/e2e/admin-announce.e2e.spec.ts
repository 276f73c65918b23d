import { expect, test, type Page } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { createTenant, openCreatePage, openPagesOf } from './support/pagesScreen'
import { toast } from './support/toast'

type AxNode = {
  childIds?: string[]
  ignored: boolean
  name?: { value?: string }
  nodeId: string
  role?: { value?: string }
}

/**
 * The text of every alert a screen reader can reach now, read from Chromium's accessibility tree (what
 * assistive technology gets): content that a modal dialog makes inert is left out of it.
 */
const alertsInReach = async (page: Page): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  await cdp.detach()
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const text = (node: AxNode): string =>
    node.role?.value === 'StaticText'
      ? (node.name?.value ?? '')
      : (node.childIds ?? [])
          .map((id) => byId.get(id))
          .map((child) => (child ? text(child) : ''))
          .join('')
  return nodes.filter((node) => node.role?.value === 'alert' && !node.ignored).map(text)
}

const FAILED = 'Failed to search photos'

test.describe('errors read out at once (issue 18)', () => {
  let tenantId = ''

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (tenantId) await request.delete(`/api/tenants/${tenantId}`)
  })

  test("should put an error toast's text in the assertive region of the open dialog, once", async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'announce')
    tenantId = tenant.id
    await openPagesOf(page, tenant.name)
    const host = page.locator('[data-error-announcer]')
    await expect(host).toHaveCount(1)

    // Two modal dialogs open (the page form and the image picker beside it); a failed search raises an
    // error toast, which only the innermost dialog's content could carry to a screen reader.
    const form = await openCreatePage(page)
    await form.getByRole('tab', { name: 'Settings' }).click()
    await form.getByRole('button', { name: 'Choose Image' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose Featured Image' })
    await picker.getByLabel('Search photos').fill('error please')
    await expect(toast(page, FAILED)).toBeVisible()
    const description = await page
      .locator('[data-sonner-toast]:not([data-removed="true"]) [data-description]')
      .last()
      .innerText()
    const spoken = `${FAILED}. ${description}`
    await expect.poll(() => alertsInReach(page)).toContain(spoken)
    expect((await alertsInReach(page)).filter((text) => text === spoken)).toHaveLength(1)
    // Not a second visible copy: the page's text has the toast's title and description apart only.
    await expect(page.getByText(spoken)).toHaveCount(0)
    await expect(picker.locator('[data-error-announcer]')).toHaveCount(1)
    await expect(host).toHaveCount(1)
    expect((await host.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1)

    // Both dialogs closed: the region is back in the page and still reachable.
    await page.keyboard.press('Escape')
    await expect(picker).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
    await expect(host).toHaveCount(1)
    expect(await host.evaluate((element) => element.closest('dialog'))).toBeNull()
    await expect.poll(() => alertsInReach(page)).toContain(spoken)
  })
})
