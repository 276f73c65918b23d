import { expect, test } from '@playwright/test'

import { LAPTOP, runnableScripts, shoot } from './support/screens'

const SIMULATE = 'simulate_domain=demo.localhost'
const h1 = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 })

test.describe('public demo site', () => {
  test.use({ viewport: LAPTOP })

  test('should walk the demo site through simulate_domain, keeping it on every link', async ({
    page,
  }) => {
    const home = await page.goto(`/?${SIMULATE}`)
    expect(home?.status()).toBe(200)
    await expect(h1(page)).toHaveText('Welcome to Demo Music Store')
    await expect(page.getByRole('region', { name: 'Development mode' })).toContainText(
      'Demo Music Store',
    )
    await expect(page.getByText('© 2024 Demo Music Store. All rights reserved.')).toBeVisible()
    expect(await runnableScripts(page)).toBe(0)
    // The build's stylesheet (linked from its manifest by the production renderer) is loaded and applied.
    expect(
      await page.evaluate(
        () =>
          [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/static/'))
            .length,
      ),
    ).toBe(1)
    await expect(page.locator('header a > span[aria-hidden="true"]').first()).toHaveCSS(
      'background-color',
      'rgb(124, 58, 237)',
    )
    await shoot(page, 'site-home')

    await page.getByRole('link', { name: 'View All Posts' }).first().click()
    await expect(page).toHaveURL(new RegExp(`/blog\\?${SIMULATE}$`))
    await expect(h1(page)).toHaveText('Blog')
    await expect(page.getByRole('link', { name: 'Read More' }).first()).toBeVisible()
    await shoot(page, 'site-blog')

    await page.getByRole('link', { name: 'How to Choose Your First Instrument' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/blog/how-to-choose-your-first-instrument\\?${SIMULATE}$`),
    )
    await expect(h1(page)).toHaveText('How to Choose Your First Instrument')
    await expect(page.getByText('Blog Post', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Related Posts' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Right panel' })).toContainText(
      'Visit the shop',
    )
    expect(await runnableScripts(page)).toBe(0)
    await shoot(page, 'site-post')

    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/blog\\?${SIMULATE}$`))

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Instruments' })
      .click()
    await expect(h1(page)).toHaveText('Instruments')
    await page.getByRole('link', { name: /^Strings/ }).click()
    await expect(page).toHaveURL(new RegExp(`/category/instruments/strings\\?${SIMULATE}$`))
    await expect(h1(page)).toHaveText('Strings')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Instruments'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Strings')
    await shoot(page, 'site-category')
    await crumbs.getByRole('link', { name: 'Instruments' }).click()
    await expect(h1(page)).toHaveText('Instruments')

    await page.goto(`/?${SIMULATE}`)
    await page.getByRole('link', { name: 'View More' }).first().click()
    await expect(page).toHaveURL(new RegExp(`/instruments\\?${SIMULATE}$`))
    await expect(h1(page)).toHaveText('Instrument guide')
    await shoot(page, 'site-catalog')

    await page.getByRole('link', { name: /Acoustic Guitar/ }).click()
    await expect(page).toHaveURL(new RegExp(`/instrument/guitar\\?${SIMULATE}$`))
    await expect(h1(page)).toHaveText("The Acoustic Guitar: a beginner's guide")
    await expect(page.getByRole('heading', { name: 'More instrument guides' })).toBeVisible()
    expect(await runnableScripts(page)).toBe(0)
    await shoot(page, 'site-template')
  })

  test("should show 'Page Not Found' with its three ways out", async ({ page }) => {
    const reply = await page.goto(`/no/such/page?${SIMULATE}`)
    expect(reply?.status()).toBe(404)
    await expect(h1(page)).toHaveText('Page Not Found')
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute(
      'href',
      `/no/such?${SIMULATE}`,
    )
    await shoot(page, 'site-not-found')
    await page.getByRole('link', { name: 'Browse Blog' }).click()
    await expect(h1(page)).toHaveText('Blog')

    expect((await page.goto(`/blog/no-such-post?${SIMULATE}`))?.status()).toBe(404)
    await expect(h1(page)).toHaveText('Blog Post Not Found')
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(h1(page)).toHaveText('Blog')
  })

  test('should serve the demo tenant on demo.localhost and switch tenant from the dev banner', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL!).port
    expect((await page.goto(`http://demo.localhost:${port}/`))?.status()).toBe(200)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(`http://demo.localhost:${port}/blog`)
    await page.getByRole('link', { name: 'Read More' }).first().click()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https:\/\/demo\.localhost\/blog\//,
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')

    await page.getByText('Switch tenant').click()
    await page.getByRole('link', { name: /Acme Guides/ }).click()
    await expect(h1(page)).toHaveText('Welcome to Acme Guides')
    await expect(page.getByRole('heading', { name: 'Latest Blog Posts' })).toBeVisible()
    // No footer items and no Privacy or Terms page: no fallback links that would lead to a 404.
    await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0)
    await shoot(page, 'site-default-home')
  })

  test("should answer 404 'Domain Not Found' for a domain no tenant has", async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL!).port
    const reply = await page.goto(`http://nowhere.localhost:${port}/`)
    expect(reply?.status()).toBe(404)
    await expect(h1(page)).toHaveText('Domain Not Found')
    await shoot(page, 'site-domain-not-found')
  })
})
