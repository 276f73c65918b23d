import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import {
  createTenant,
  openAiContent,
  openPagesOf,
  optionValues,
  pageRow,
} from './support/pagesScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'

// The e2e fake AI writes its ideas and rewrites from the prompt (tests/e2e/support/fakeAiContent.mjs).
const TOPIC = 'learning the piano'

type StoredPage = {
  content: string
  excerpt: null | string
  featuredImage: null | string
  id: string
  seoDescription: null | string
  seoTitle: null | string
  status: string
  title: string
  type: string
}

const pagesOf = async (page: Page, tenantId: string) =>
  (await (await page.request.get(`/api/pages?tenantId=${tenantId}`)).json()) as StoredPage[]

test.describe('AI Content Generator', () => {
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test('should suggest blog posts, copy one, and create a draft page from another', async ({
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'ideas')
    tenants.push(tenant.id)
    await openPagesOf(page, tenant.name)
    const dialog = await openAiContent(page)
    await expect(dialog.getByRole('tab')).toHaveText(['AI Ideas', 'AI Enhance'])

    // The spec's option lists, in its order.
    expect(await optionValues(dialog.getByLabel('Industry'))).toEqual([
      '',
      'technology',
      'business',
      'marketing',
      'finance',
      'healthcare',
      'education',
      'retail',
      'manufacturing',
      'real-estate',
      'travel',
    ])
    expect(await optionValues(dialog.getByLabel('Tone'))).toEqual([
      '',
      'professional',
      'casual',
      'friendly',
      'authoritative',
      'conversational',
      'educational',
      'inspiring',
    ])
    expect(await optionValues(dialog.getByLabel('Target Audience'))).toEqual([
      '',
      'professionals',
      'business-owners',
      'entrepreneurs',
      'students',
      'consumers',
      'developers',
      'marketers',
      'executives',
    ])
    const count = dialog.getByLabel('Number of Suggestions')
    await expect(count).toHaveValue('2')

    // Keywords: Enter adds one, never a blank or a repeat; clicking one removes it.
    const keywords = dialog.getByLabel('Keywords', { exact: true })
    const enter = async (word: string) => {
      await keywords.fill(word)
      await keywords.press('Enter')
    }
    await enter('Scales')
    await enter('   ')
    await enter('scales')
    await expect(dialog.getByText('“scales” is already a keyword')).toBeVisible()
    await enter('practice')
    await enter('metronome')
    const chips = dialog.getByRole('list', { name: 'Chosen keywords' }).getByRole('button')
    await expect(chips).toHaveCount(3)
    await dialog.getByRole('button', { name: 'Remove keyword metronome' }).click()
    await expect(chips).toHaveCount(2)
    expect(await chips.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))).toEqual([
      'Remove keyword Scales',
      'Remove keyword practice',
    ])

    await dialog.getByRole('button', { name: 'Generate Ideas' }).click()
    await expect(dialog.getByText('Topic is required')).toBeVisible()
    await dialog.getByLabel('Topic').fill(TOPIC)
    await dialog.getByLabel('Industry').selectOption('education')
    await dialog.getByLabel('Tone').selectOption('friendly')
    await dialog.getByLabel('Target Audience').selectOption('students')
    // The count is kept between 1 and 10.
    await count.fill('15')
    await count.blur()
    await expect(count).toHaveValue('10')
    await count.fill('0')
    await count.blur()
    await expect(count).toHaveValue('1')
    await count.fill('3')
    await dialog.getByRole('button', { name: 'Generate Ideas' }).click()
    await expect(toast(page, 'Suggestions Generated')).toBeVisible()
    await expect(page.getByText(`3 ideas for “${TOPIC}”.`)).toBeVisible()

    const cards = dialog.getByTestId('suggestion')
    await expect(cards).toHaveCount(3)
    const first = cards.first()
    await expect(first.getByRole('heading')).toHaveText("Learning the piano: A Beginner's Guide")
    await expect(first.getByTestId('suggestion-excerpt')).toContainText('A practical look at')
    await expect(first.getByTestId('suggestion-content')).toContainText(
      '## Why learning the piano matters',
    )
    await expect(first.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'scales',
      'practice',
      'learning',
      'piano',
      'guide',
    ])
    await shoot(page, 'admin-pages-ai-ideas')

    // Copy: the post lands on the clipboard, and 'Copied' shows for 2 seconds.
    const copy = first.getByRole('button', { name: /^Copy / })
    await copy.click()
    await expect(toast(page, 'Copied to clipboard')).toBeVisible()
    await expect(first.getByRole('button', { name: /^Copied / })).toHaveText('✓ Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^# Learning the piano: A Beginner's Guide\n\nA practical look at/)
    expect(copied).toContain('Tags: scales, practice, learning, piano, guide')
    await expect(first.getByRole('button', { name: /^Copy / })).toHaveText('Copy', {
      timeout: 3500,
    })

    // Create Page: a draft page of type page, its SEO from the title and excerpt.
    const second = cards.nth(1)
    await second.getByRole('button', { name: /^Create Page from/ }).click()
    await expect(toast(page, 'Page Created')).toBeVisible()
    const created = second.getByRole('button', { name: /^Page Created/ })
    await expect(created).toHaveText('Page Created')
    await expect(created).toBeDisabled()
    const stored = (await pagesOf(page, tenant.id)).find(
      (p) => p.title === '7 Mistakes to Avoid with Learning the piano',
    )
    expect(stored).toMatchObject({
      featuredImage: null,
      seoDescription: stored?.excerpt,
      seoTitle: '7 Mistakes to Avoid with Learning the piano',
      status: 'draft',
      type: 'page',
    })
    expect(stored?.excerpt).toMatch(/^A practical look at learning the piano/)
    expect(stored?.content).toContain('## Where to start')

    // A suggestion whose slug is taken is refused with the server's reason; its button stays.
    await page.request.post('/api/pages', {
      data: { tenantId: tenant.id, title: 'How Experts Approach Learning the piano' },
    })
    const third = cards.nth(2)
    await third.getByRole('button', { name: /^Create Page from/ }).click()
    await expect(toast(page, 'Error Creating Page')).toBeVisible()
    await expect(
      page.getByText('A page with this slug already exists for this tenant'),
    ).toBeVisible()
    await expect(third.getByRole('button', { name: /^Create Page from/ })).toBeEnabled()

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(pageRow(page, '7 Mistakes to Avoid with Learning the piano')).toContainText(
      'draft',
    )
  })

  test('should say what failed when the AI refuses to suggest, or the clipboard refuses a copy', async ({
    page,
  }) => {
    // A browser that refuses clipboard writes (a blocked permission or a policy) rejects writeText.
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Denied', 'NotAllowedError'))
    })
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'ideas-fail')
    tenants.push(tenant.id)
    await openPagesOf(page, tenant.name)
    const dialog = await openAiContent(page)
    // The fake AI refuses prompts with this word, as a model refuses a request (400).
    await dialog.getByLabel('Topic').fill('refuse-e2e pianos')
    await dialog.getByRole('button', { name: 'Generate Ideas' }).click()
    await expect(toast(page, 'Error')).toBeVisible()
    await expect(page.getByText(/^Failed to generate suggestions: /)).toBeVisible()
    await expect(dialog.getByTestId('suggestion')).toHaveCount(0)

    await dialog.getByLabel('Topic').fill('pianos')
    await dialog.getByLabel('Number of Suggestions').fill('1')
    await dialog.getByRole('button', { name: 'Generate Ideas' }).click()
    await expect(dialog.getByTestId('suggestion')).toHaveCount(1)
    await dialog.getByRole('button', { name: /^Copy / }).click()
    await expect(toast(page, 'Failed to copy')).toBeVisible()
    await expect(page.getByText('Could not copy content to clipboard')).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Copy / })).toHaveText('Copy')
  })
})
