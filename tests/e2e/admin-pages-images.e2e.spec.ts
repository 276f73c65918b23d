import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'

import { e2eAdmin, signInThroughApi } from './support/admin'
import { createTenant, openCreatePage, openPagesOf, rowAction } from './support/pagesScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'

// The e2e server's fake Unsplash (tests/e2e/support/fakeUnsplash.mjs) draws its photos itself; every
// search has 30 results, a query with "error" fails, and ids starting "missing" cannot be reported.

const NO_ALT = 'The featured image has no alternative text'

/** Whether an image element has loaded a real picture. */
const loaded = (image: Locator) =>
  image.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
  )

const openPicker = async (page: Page, form: Locator) => {
  await form.getByRole('tab', { name: 'Settings' }).click()
  await form.getByRole('button', { name: 'Choose Image' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose Featured Image' })
  await expect(picker).toBeVisible()
  return picker
}

/** The published page on its site, as a visitor sees it. */
const visitPost = async (page: Page, slug: string, domain: string) => {
  const site = await page.context().newPage()
  await site.goto(`/blog/${slug}?simulate_domain=${domain}`)
  return site
}

test.describe('featured image picker', () => {
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should search stock photos as you type and make the chosen one the featured image', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'stock')
    tenants.push(tenant.id)
    await openPagesOf(page, tenant.name)
    const form = await openCreatePage(page)
    await form.getByLabel('Title *', { exact: true }).fill('Grand pianos')
    await form.getByRole('textbox', { exact: true, name: 'Content' }).fill('A grand sound.')
    const searches: string[] = []
    const writes: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/unsplash/search')) searches.push(request.url())
      if (request.method() === 'POST' && request.url().endsWith('/api/pages'))
        writes.push(request.url())
    })

    const picker = await openPicker(page, form)
    await expect(picker.getByRole('tab')).toHaveText(['Stock Photos', 'Media'])
    // Featured photos on opening: 24, each with its description and photographer.
    await expect(picker.getByRole('heading', { name: 'Featured photos' })).toBeVisible()
    const photos = picker.getByTestId('stock-photo')
    await expect(photos).toHaveCount(24)
    await expect(picker.getByRole('listitem').first()).toContainText('photo 0')
    await expect(picker.getByRole('listitem').first()).toContainText('Photographer 0')
    await expect(picker.getByTestId('unsplash-licence')).toContainText(
      'free to use under the Unsplash License',
    )
    await expect.poll(() => loaded(photos.first().locator('img'))).toBe(true)

    // Typing searches once it pauses for 500 ms: one search for the whole text, 24 results.
    const search = picker.getByLabel('Search photos')
    await search.pressSequentially('grand piano', { delay: 60 })
    await expect(picker.getByRole('heading', { name: 'Results for “grand piano”' })).toBeVisible()
    await expect(photos).toHaveCount(24)
    expect(searches).toHaveLength(1)
    expect(searches[0]).toContain('query=grand%20piano&per_page=24')
    // Enter submits nothing: neither the picker nor the page form behind it.
    await search.press('Enter')
    await expect(picker).toBeVisible()
    expect(writes).toHaveLength(0)
    await shoot(page, 'admin-pages-image-picker')

    // Choosing: the photo and its credit go into the form, and the download is reported.
    const reported = page.waitForResponse((r) =>
      r.url().endsWith('/api/unsplash/download/grandpiano3'),
    )
    await picker
      .getByRole('button', { name: 'Use photo: grand piano 3, by Photographer 3' })
      .click()
    const report = await reported
    expect(report.status()).toBe(200)
    expect(await report.json()).toEqual({
      success: true,
      url: 'https://images.example/grandpiano3?dl=1',
    })
    await expect(picker).toBeHidden()
    const url = form.getByLabel('Featured Image URL')
    await expect(url).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/images\/grandpiano3\?w=1080$/)
    await expect(form.getByLabel('Image Attribution')).toHaveValue(
      'Photo by Photographer 3 on Unsplash',
    )
    // The photo's description becomes its alternative text; without one, a warning says so.
    const alt = form.getByLabel('Alternative Text')
    await expect(alt).toHaveValue('grand piano 3')
    await expect(form.getByRole('status').filter({ hasText: NO_ALT })).toHaveCount(0)
    await alt.fill('')
    await expect(form.getByRole('status').filter({ hasText: NO_ALT })).toBeVisible()
    await alt.fill('A grand piano, lid open')
    await expect(form.getByRole('status').filter({ hasText: NO_ALT })).toHaveCount(0)
    await expect.poll(() => loaded(form.getByTestId('featured-image-preview'))).toBe(true)
    await shoot(page, 'admin-pages-featured-image')
    const chosen = await url.inputValue()

    await form.getByLabel('Status').selectOption('published')
    await form.getByLabel('Type', { exact: true }).selectOption('blog')
    await form.getByRole('button', { name: 'Create Page' }).click()
    await expect(toast(page, 'Page Created')).toBeVisible()

    const site = await visitPost(page, 'grand-pianos', tenant.domain)
    const image = site.getByRole('img', { name: 'A grand piano, lid open' })
    await expect(image).toHaveAttribute('src', chosen)
    await expect.poll(() => loaded(image)).toBe(true)
    await expect(site.getByText('Photo by Photographer 3 on Unsplash')).toBeVisible()
    await site.close()

    // View shows the picture and its credit.
    await rowAction(page, 'Grand pianos', 'View')
    const view = page.getByRole('dialog', { name: 'Grand pianos' })
    await expect
      .poll(() => loaded(view.getByRole('img', { name: 'A grand piano, lid open' })))
      .toBe(true)
    await expect(view).toContainText('Photo by Photographer 3 on Unsplash')
    await shoot(page, 'admin-pages-view-image')
    await view.getByRole('button', { name: 'Close' }).click()

    // A download Unsplash cannot record is ignored: the photo is still chosen, no error shows.
    await rowAction(page, 'Grand pianos', 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit Page' })
    const again = await openPicker(page, edit)
    await again.getByLabel('Search photos').fill('missing keys')
    const refused = page.waitForResponse((r) =>
      r.url().includes('/api/unsplash/download/missingkeys0'),
    )
    await again
      .getByRole('button', { name: 'Use photo: missing keys 0, by Photographer 0' })
      .click()
    expect((await refused).status()).toBe(404)
    await expect(edit.getByLabel('Featured Image URL')).toHaveValue(
      /\/images\/missingkeys0\?w=1080$/,
    )
    await expect(edit.getByLabel('Alternative Text')).toHaveValue('missing keys 0')
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0)

    // A failed search says so.
    const failing = await openPicker(page, edit)
    await failing.getByLabel('Search photos').fill('error please')
    await expect(toast(page, 'Failed to search photos')).toBeVisible()
    await expect(failing.getByTestId('stock-photos-problem')).toContainText(
      'Failed to search photos',
    )
  })

  test("should upload an image to the tenant's media, choose it, and show it on the site", async ({
    baseURL,
    page,
    playwright,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'media')
    tenants.push(tenant.id)
    await openPagesOf(page, tenant.name)
    const form = await openCreatePage(page)
    await form.getByLabel('Title *', { exact: true }).fill('Our concert hall')
    await form.getByRole('textbox', { exact: true, name: 'Content' }).fill('Come and listen.')
    const picker = await openPicker(page, form)
    await picker.getByRole('tab', { name: 'Media' }).click()
    const media = picker.getByRole('tabpanel', { name: 'Media' })
    await expect(media.getByText('No images uploaded yet.', { exact: false })).toBeVisible()

    await media.getByRole('button', { name: 'Upload Image' }).click()
    await expect(media.getByText('Choose an image to upload')).toBeVisible()
    await expect(media.getByLabel('Image file')).toBeFocused()
    const photo = await sharp({
      create: { background: '#7c4d2b', channels: 3, height: 1600, width: 2400 },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="2400" height="1600"><circle cx="1200" cy="800" r="500" fill="#f4d35e"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer()
    await media
      .getByLabel('Image file')
      .setInputFiles({ buffer: photo, mimeType: 'image/jpeg', name: 'Concert Hall.jpg' })
    await media.getByLabel('Alt text').fill('The stage of our concert hall')
    await media.getByLabel('Attribution').fill('Photo by the hall team')
    await media.getByRole('button', { name: 'Upload Image' }).click()
    await expect(toast(page, 'Image Uploaded')).toBeVisible()
    const tile = media.getByRole('button', { name: 'Use image: The stage of our concert hall' })
    await expect(tile).toBeFocused()
    await expect(tile).toContainText('New')
    await expect(media).toContainText('2400 × 1600')
    await expect.poll(() => loaded(tile.locator('img'))).toBe(true)
    await shoot(page, 'admin-pages-image-media')

    await tile.click()
    await expect(picker).toBeHidden()
    const url = form.getByLabel('Featured Image URL')
    await expect(url).toHaveValue(/^\/media\/concert-hall-[0-9a-f]{16}-1600x1067\.jpg$/)
    await expect(form.getByLabel('Image Attribution')).toHaveValue('Photo by the hall team')
    await expect(form.getByLabel('Alternative Text')).toHaveValue('The stage of our concert hall')
    const chosen = await url.inputValue()
    await form.getByLabel('Status').selectOption('published')
    await form.getByLabel('Type', { exact: true }).selectOption('blog')
    await form.getByRole('button', { name: 'Create Page' }).click()
    await expect(toast(page, 'Page Created')).toBeVisible()

    const site = await visitPost(page, 'our-concert-hall', tenant.domain)
    const image = site.getByRole('img', { name: 'The stage of our concert hall' })
    await expect(image).toHaveAttribute('src', chosen)
    await expect.poll(() => loaded(image)).toBe(true)
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1600)
    await expect(site.getByText('Photo by the hall team')).toBeVisible()
    await site.close()

    // For a visitor (no session) the file is there; the list of uploads is not.
    const visitor = await playwright.request.newContext({ baseURL })
    const file = await visitor.get(chosen)
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/jpeg'])
    expect((await visitor.get(`/api/media?tenantId=${tenant.id}`)).status()).toBe(401)
    await visitor.dispose()
  })

  test('should name the variable to set when stock photos are not configured, and keep the Media tab', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'no-unsplash')
    tenants.push(tenant.id)
    // The server's own 503 without UNSPLASH_ACCESS_KEY (tests/int/ai/unconfigured.int.spec.ts checks
    // it); this server has a fake Unsplash, so the reply is played here.
    await page.route(/\/api\/unsplash\//, (route) =>
      route.fulfill({
        body: JSON.stringify({
          message:
            'Stock photos are not configured: set UNSPLASH_ACCESS_KEY (an Unsplash access key), then restart',
        }),
        contentType: 'application/json',
        status: 503,
      }),
    )
    await openPagesOf(page, tenant.name)
    const form = await openCreatePage(page)
    const picker = await openPicker(page, form)
    const problem = picker.getByTestId('stock-photos-problem')
    await expect(problem).toContainText('Stock photos are not available')
    await expect(problem).toContainText('set UNSPLASH_ACCESS_KEY')
    await expect(problem).toContainText('the Media tab offers your own images')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
    await shoot(page, 'admin-pages-image-not-configured')
    await picker.getByRole('tab', { name: 'Media' }).click()
    await expect(picker.getByRole('button', { name: 'Upload Image' })).toBeVisible()
  })
})
