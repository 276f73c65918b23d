import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

import { e2eAdmin, signInThroughApi } from './support/admin'
import {
  createTenant,
  openAiContent,
  openPagesOf,
  optionValues,
  rowAction,
} from './support/pagesScreen'
import { shoot } from './support/screens'
import { toast } from './support/toast'

// The e2e fake AI rewrites content by the asked improvement (tests/e2e/support/fakeAiContent.mjs).
const ORIGINAL = [
  '## Practice every day',
  '',
  'Ten minutes a day beats an hour on Sunday.',
  '',
  '## Use a metronome',
  '',
  'Start slowly and speed up only when the notes are clean.',
].join('\n')

const createPage = async (page: Page, tenantId: string, title: string) => {
  const reply = await page.request.post('/api/pages', {
    data: { content: ORIGINAL, excerpt: 'Daily practice tips', tenantId, title },
  })
  expect(reply.status()).toBe(201)
  return (await reply.json()) as { id: string }
}

type Stored = {
  content: string
  excerpt: null | string
  hasUnpublishedChanges: boolean
  id: string
}

/** The live page, as the Pages list shows it. */
const storedPage = async (page: Page, tenantId: string, id: string) => {
  const pages = (await (
    await page.request.get(`/api/pages?tenantId=${tenantId}`)
  ).json()) as Stored[]
  return pages.find((p) => p.id === id)
}

/** The page's working copy: its draft when it has one. */
const draftOf = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/pages/${id}/draft`)).json()) as Stored

const content = (scope: Locator) => scope.getByRole('textbox', { exact: true, name: 'Content' })

test.describe('AI Enhance', () => {
  const tenants: string[] = []

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    for (const id of tenants) await request.delete(`/api/tenants/${id}`)
  })

  test("should improve a page's content, revert it, and save either to the page", async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'enhance')
    tenants.push(tenant.id)
    const stored = await createPage(page, tenant.id, 'Practice tips')
    await openPagesOf(page, tenant.name)
    const dialog = await openAiContent(page)
    await dialog.getByRole('tab', { name: 'AI Enhance' }).click()
    const tab = dialog.getByRole('tabpanel', { name: 'AI Enhance' })

    // Nothing to improve yet.
    await tab.getByRole('button', { name: 'Improve Content' }).click()
    await expect(toast(page, 'No Content')).toBeVisible()
    await expect(
      page.getByText('Please add some content before trying to improve it'),
    ).toBeVisible()

    expect(await optionValues(tab.getByLabel('Improvement Type'))).toEqual([
      'enhance',
      'shorten',
      'expand',
      'seo-optimize',
      'tone-adjust',
    ])
    await tab.getByLabel('Page', { exact: true }).selectOption({ label: 'Practice tips' })
    await expect(content(tab)).toHaveValue(ORIGINAL)
    await expect(tab.getByLabel('Excerpt')).toHaveValue('Daily practice tips')
    await expect(tab.getByRole('button', { name: 'Saved' })).toBeDisabled()

    await tab.getByLabel('Improvement Type').selectOption('expand')
    await tab.getByLabel('Additional Instructions').fill('Mention weekly lessons.')
    await tab.getByRole('button', { name: 'Improve Content' }).click()
    await expect(toast(page, 'Content Improved')).toBeVisible()
    await expect(content(tab)).toHaveValue(
      `${ORIGINAL}\n\n## In more detail\n\nEach of these points deserves a closer look, with an example from everyday practice.\n\nMention weekly lessons.`,
    )
    await expect(tab.getByLabel('Excerpt')).toHaveValue('Expanded version of “Practice every day”.')
    await expect(tab.getByTestId('improved-note')).toContainText('Improved by AI')
    await shoot(page, 'admin-pages-ai-enhance')

    // Revert: the original is back, and the page was never touched.
    await tab.getByRole('button', { name: 'Revert to Original' }).click()
    await expect(toast(page, 'Content Reverted')).toBeVisible()
    await expect(content(tab)).toHaveValue(ORIGINAL)
    await expect(tab.getByLabel('Excerpt')).toHaveValue('Daily practice tips')
    await expect(tab.getByRole('button', { name: 'Revert to Original' })).toHaveCount(0)
    expect((await storedPage(page, tenant.id, stored.id))?.content).toBe(ORIGINAL)

    // Shorten, then save: content and excerpt reach the page's draft; the live page keeps its text.
    await tab.getByLabel('Improvement Type').selectOption('shorten')
    await tab.getByLabel('Additional Instructions').fill('')
    await tab.getByRole('button', { name: 'Improve Content' }).click()
    await expect(toast(page, 'Content Improved')).toBeVisible()
    const shortened = '## Practice every day\n\nTen minutes a day beats an hour on Sunday.'
    await expect(content(tab)).toHaveValue(shortened)
    await tab.getByRole('button', { name: 'Save to Page' }).click()
    await expect(toast(page, 'Success')).toBeVisible()
    await expect(page.getByText('Page updated successfully!')).toBeVisible()
    await expect(tab.getByRole('button', { name: 'Saved' })).toBeDisabled()
    expect(await draftOf(page, stored.id)).toMatchObject({
      content: shortened,
      excerpt: 'Shorter version of “Practice every day”.',
      hasUnpublishedChanges: true,
    })
    expect(await storedPage(page, tenant.id, stored.id)).toMatchObject({
      content: ORIGINAL,
      hasUnpublishedChanges: true,
    })

    // Nothing is lost: the original can still come back and be saved.
    await tab.getByRole('button', { name: 'Revert to Original' }).click()
    await tab.getByRole('button', { name: 'Save to Page' }).click()
    await expect(tab.getByRole('button', { name: 'Saved' })).toBeDisabled()
    expect(await draftOf(page, stored.id)).toMatchObject({
      content: ORIGINAL,
      excerpt: 'Daily practice tips',
    })

    // A refused rewrite changes nothing.
    await tab.getByLabel('Additional Instructions').fill('refuse-e2e')
    await tab.getByRole('button', { name: 'Improve Content' }).click()
    await expect(toast(page, 'Improvement Failed')).toBeVisible()
    await expect(page.getByText(/^Failed to improve content: /)).toBeVisible()
    await expect(content(tab)).toHaveValue(ORIGINAL)
  })

  test('should improve the content of the page being edited and save it with the page', async ({
    page,
  }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'improve')
    tenants.push(tenant.id)
    const stored = await createPage(page, tenant.id, 'Metronome basics')
    await openPagesOf(page, tenant.name)
    await rowAction(page, 'Metronome basics', 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit Page' })
    await edit.getByRole('button', { name: 'Improve with AI' }).click()
    const improve = page.getByRole('dialog', { name: 'Improve Content with AI' })
    await expect(content(improve)).toHaveValue(ORIGINAL)
    await expect(improve.getByRole('button', { name: 'Use Improved Content' })).toBeDisabled()
    await improve.getByLabel('Improvement Type').selectOption('seo-optimize')
    await improve.getByRole('button', { name: 'Improve Content' }).click()
    await expect(toast(page, 'Content Improved')).toBeVisible()
    await expect(content(improve)).toHaveValue(`## Key points at a glance\n\n${ORIGINAL}`)
    await shoot(page, 'admin-pages-improve-dialog')
    await improve.getByRole('button', { name: 'Use Improved Content' }).click()
    await expect(improve).toBeHidden()

    // The form holds the result; the page changes only when the form is saved.
    await expect(content(edit)).toHaveValue(`## Key points at a glance\n\n${ORIGINAL}`)
    await expect(edit.getByLabel('Excerpt')).toHaveValue(
      'Search-friendly version of “Practice every day”.',
    )
    expect((await storedPage(page, tenant.id, stored.id))?.content).toBe(ORIGINAL)
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Success')).toBeVisible()
    expect((await storedPage(page, tenant.id, stored.id))?.content).toBe(
      `## Key points at a glance\n\n${ORIGINAL}`,
    )
  })

  test('should name the variables to set when AI is not configured', async ({ page }) => {
    await signInThroughApi(page)
    const tenant = await createTenant(page, 'no-ai')
    tenants.push(tenant.id)
    // The server's own 503 without OPENAI_API_KEY (tests/int/ai/unconfigured.int.spec.ts checks it);
    // this server has a fake AI, so the reply is played here.
    const notConfigured = {
      body: JSON.stringify({
        message:
          'AI is not configured: set OPENAI_API_KEY (and OPENAI_BASE_URL and AI_MODEL to use another OpenAI-compatible server), then restart',
      }),
      contentType: 'application/json',
      status: 503,
    }
    await page.route(/\/api\/ai\/(blog-suggestions|improve-content)$/, (route) =>
      route.fulfill(notConfigured),
    )
    await openPagesOf(page, tenant.name)
    const dialog = await openAiContent(page)
    await dialog.getByLabel('Topic').fill('pianos')
    await dialog.getByRole('button', { name: 'Generate Ideas' }).click()
    await expect(toast(page, 'Error')).toBeVisible()
    const ideasProblem = dialog
      .getByRole('tabpanel', { name: 'AI Ideas' })
      .getByTestId('ai-problem')
    await expect(ideasProblem).toContainText('AI is not available')
    await expect(ideasProblem).toContainText('AI is not configured: set OPENAI_API_KEY')

    await dialog.getByRole('tab', { name: 'AI Enhance' }).click()
    const tab = dialog.getByRole('tabpanel', { name: 'AI Enhance' })
    await content(tab).fill('Some text to improve.')
    await tab.getByRole('button', { name: 'Improve Content' }).click()
    await expect(toast(page, 'Improvement Failed')).toBeVisible()
    await expect(tab.getByTestId('ai-problem')).toContainText('set OPENAI_API_KEY')
    await expect(content(tab)).toHaveValue('Some text to improve.')
    await shoot(page, 'admin-pages-ai-not-configured')
  })
})
