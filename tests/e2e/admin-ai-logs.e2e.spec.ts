import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { aiFields, createDataset, signIn, unique } from './support/aiDialog'
import { shoot } from './support/screens'
import { toast } from './support/toast'

/**
 * AI Activity Logs at /admin/ai-logs (spec content-and-public-site §2.10, §4): runs started elsewhere
 * (through the API, as the Datasets screen or another tab would) against the e2e server's fake AI,
 * whose prompts marked [slow] take 1.2 s and [refuse] fail.
 */

const slowFields = () => [
  { isPrimary: true, name: 'model', required: true },
  { aiPrompt: 'Which brand makes the {field}? [slow]', name: 'brand' },
  { aiPrompt: 'Describe the {field} by {brand}. [slow]', name: 'blurb' },
]

const startBatch = async (request: APIRequestContext, datasetId: string, inputs: string[]) => {
  const reply = await request.post(`/api/datasets/${datasetId}/ai-records`, {
    data: { inputList: inputs, targetField: 'model', weeksToDistribute: 0 },
  })
  expect(reply.status(), await reply.text()).toBe(200)
  return ((await reply.json()) as { logId: string }).logId
}

/** Opens the screen and waits until its progress socket is open, so no message is missed. */
const openAiLogs = async (page: Page) => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/ai-progress'))
  await page.goto('/admin/ai-logs')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Activity Logs' })).toBeVisible()
  await socket
  await page.waitForTimeout(300)
}

const card = (page: Page, logId: string) =>
  page.locator(`[data-testid="ai-log-card"][data-log-id="${logId}"]`)

test.describe('AI Activity Logs at /admin/ai-logs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test("should show a batch's card move live to completed, with its request and responses in the details", async ({
    page,
  }) => {
    const name = `Logs live ${unique()}`
    const dataset = await createDataset(page.request, name, slowFields())
    await openAiLogs(page)
    const inputs = 'Jaguar Mustang Jazzmaster Telecaster Bronco Starcaster Coronado Toronado'.split(
      ' ',
    )
    inputs.push(...inputs.map((model) => `${model} Deluxe`))
    const logId = await startBatch(page.request, dataset.id, inputs)

    const run = card(page, logId)
    await expect(run).toHaveAttribute('data-status', 'in_progress')
    // Every text the card's Processed shows from now on, as the page changes it.
    await run.evaluate((element) => {
      const seen: string[] = []
      const read = () => {
        const text = element.querySelector('[data-testid="ai-log-processed"]')?.textContent ?? ''
        if (seen[seen.length - 1] !== text) seen.push(text)
      }
      read()
      new MutationObserver(read).observe(element, {
        characterData: true,
        childList: true,
        subtree: true,
      })
      ;(window as unknown as { processedSeen: string[] }).processedSeen = seen
    })
    await expect(run.getByRole('heading', { name: 'Batch generation' })).toBeVisible()
    await expect(run.getByTestId('ai-status')).toHaveText('In progress')
    await expect(run.getByTestId('ai-status-spinner')).toBeVisible()
    await expect(run.getByText(name)).toBeVisible()
    await expect(run.getByRole('progressbar', { name: 'Batch generation progress' })).toBeVisible()
    await shoot(page, 'admin-ai-logs-running')
    await expect(run).toHaveAttribute('data-status', 'completed', { timeout: 40_000 })
    // Processed moved while it ran, without a reload, up to the end.
    const seen = await page.evaluate(
      () => (window as unknown as { processedSeen: string[] }).processedSeen,
    )
    expect(seen.length, seen.join(', ')).toBeGreaterThanOrEqual(3)
    expect(seen[seen.length - 1]).toBe('16 / 16')
    await expect(run.getByTestId('ai-status')).toHaveText('Completed')
    await expect(run.getByRole('progressbar')).toHaveCount(0)
    await expect(run.getByTestId('ai-log-duration')).toHaveText(/^(\d+m )?\d+s$/)
    await expect(run.getByText(/^Started /)).toBeVisible()

    await run.getByRole('button', { name: /^Details of batch generation/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Batch generation details' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Request data')).toContainText('"Telecaster"')
    await expect(dialog.getByLabel('Request data')).toContainText('"targetField": "model"')
    await expect(dialog.getByRole('heading', { name: 'Responses (16)' })).toBeVisible()
    const response = dialog
      .getByTestId('ai-log-response')
      .filter({ has: page.getByText('Mustang', { exact: true }) })
    await expect(response).toContainText('AI: Which brand makes the Mustang? [slow]')
    await expect(dialog.getByTestId('ai-log-details-error')).toHaveCount(0)
    await shoot(page, 'admin-ai-logs-details')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(run.getByRole('button', { name: /^Details of/ })).toBeFocused()
  })

  test('should cancel a running batch from its card and resume it to completed', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const dataset = await createDataset(page.request, `Logs cancel ${unique()}`, slowFields())
    await openAiLogs(page)
    // Twice the items in flight at once (8 with the default AI_CONCURRENCY of 4), so there are items
    // left to cancel once the first are saved.
    const inputs = Array.from({ length: 16 }, (_, i) => `Model ${i + 1}`)
    const logId = await startBatch(page.request, dataset.id, inputs)
    const run = card(page, logId)
    await expect(run.getByTestId('ai-log-processed')).not.toHaveText('0 / 16', { timeout: 20_000 })

    await run.getByRole('button', { name: /^Cancel run: batch generation started / }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel AI run' })
    await expect(confirm).toContainText('You can resume the run later')
    await confirm.getByRole('button', { name: 'Cancel run' }).click()
    await expect(toast(page, 'Cancelling AI run')).toBeVisible()
    await expect(run).toHaveAttribute('data-status', 'failed', { timeout: 20_000 })
    await expect(run.getByTestId('ai-status')).toHaveText('Failed')
    await expect(run.getByTestId('ai-log-error')).toHaveText(`Cancelled by ${e2eAdmin.username}`)
    await expect(toast(page, 'AI Batch Generation Failed')).toHaveCount(0)
    const done = Number((await run.getByTestId('ai-log-processed').textContent())?.split(' / ')[0])
    expect(done).toBeGreaterThan(0)
    expect(done).toBeLessThan(16)
    await shoot(page, 'admin-ai-logs-cancelled')

    await run.getByRole('button', { name: /^Resume batch generation started / }).click()
    await expect(toast(page, 'AI run resumed')).toBeVisible()
    await expect(run).toHaveAttribute('data-status', /started|in_progress/)
    await expect(run.getByTestId('ai-log-error')).toHaveCount(0)
    await expect(run).toHaveAttribute('data-status', 'completed', { timeout: 60_000 })
    await expect(run.getByTestId('ai-log-processed')).toHaveText('16 / 16')
    const records = await page.request.get(`/api/datasets/${dataset.id}/records`)
    const models = ((await records.json()) as { data: { model: string } }[]).map(
      (r) => r.data.model,
    )
    expect(models.sort()).toEqual([...inputs].sort())
  })

  test('should filter the runs by status and by operation', async ({ page }) => {
    const dataset = await createDataset(page.request, `Logs filter ${unique()}`, aiFields())
    const done = await startBatch(page.request, dataset.id, ['Les Paul'])
    const refused = await createDataset(page.request, `Logs refused ${unique()}`, [
      { isPrimary: true, name: 'model', required: true },
      { aiPrompt: 'Say no to {field} [refuse]', name: 'brand' },
    ])
    const failed = await startBatch(page.request, refused.id, ['SG'])
    const list = await page.request.post(`/api/datasets/${dataset.id}/ai-generate-list`, {
      data: { count: 2, query: 'offset guitars' },
    })
    expect(list.status()).toBe(200)
    await expect
      .poll(async () => {
        const logs = (await (await page.request.get('/api/ai-logs?limit=20')).json()) as {
          id: string
          status: string
        }[]
        return [done, failed].map((id) => logs.find((l) => l.id === id)?.status)
      })
      .toEqual(['completed', 'failed'])

    await page.goto('/admin/ai-logs')
    const cards = page.getByTestId('ai-log-card')
    await expect(card(page, failed)).toBeVisible()
    await expect(card(page, failed).getByTestId('ai-log-error')).toContainText(
      'The model refused this request',
    )
    await expect(card(page, failed).getByRole('button', { name: /^Resume / })).toBeVisible()
    await card(page, failed)
      .getByRole('button', { name: /^Details of/ })
      .click()
    const details = page.getByRole('dialog', { name: 'Batch generation details' })
    await expect(details.getByTestId('ai-log-details-error')).toContainText('refused')
    await expect(details.getByTestId('ai-log-response').filter({ hasText: 'SG' })).toContainText(
      'The model refused this request',
    )
    await details.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(details).toBeHidden()

    await page.getByLabel('Status').selectOption('failed')
    await expect(card(page, done)).toHaveCount(0)
    await expect(card(page, failed)).toBeVisible()
    for (const status of await cards.evaluateAll((els) => els.map((e) => e.dataset.status)))
      expect(status).toBe('failed')
    await shoot(page, 'admin-ai-logs-failed')

    await page.getByLabel('Status').selectOption('')
    await page.getByLabel('Operation').selectOption('list_generation')
    await expect(card(page, failed)).toHaveCount(0)
    await expect(cards.first()).toBeVisible()
    await expect(cards.getByRole('heading', { name: 'Batch generation' })).toHaveCount(0)
    await expect(cards.first().getByRole('heading', { name: 'List generation' })).toBeVisible()

    await page.getByLabel('Status').selectOption('started')
    await expect(page.getByText('No AI runs match these filters')).toBeVisible()
    await page.getByRole('button', { name: 'Show all' }).click()
    await expect(page.getByLabel('Operation')).toHaveValue('')
    await expect(card(page, done)).toBeVisible()
    await expect(card(page, failed)).toBeVisible()
  })

  test('should say when live updates stop, and load the latest state on Refresh', async ({
    page,
  }) => {
    // Every progress connection drops at once: 3 reconnects (1 s, 2 s, 3 s), then the notice.
    await page.routeWebSocket(/\/ws\/ai-progress/, (ws) => void ws.close())
    await page.goto('/admin/ai-logs')
    await expect(
      page.getByText(
        'Live updates paused: the connection was lost. Refresh to see the latest state.',
      ),
    ).toBeVisible({ timeout: 20_000 })
    await expect(
      page.getByText('WebSocket connection lost. Progress updates may be delayed.'),
    ).toBeVisible()
    const dataset = await createDataset(page.request, `Logs offline ${unique()}`, aiFields())
    const logId = await startBatch(page.request, dataset.id, ['Firebird'])
    await expect(card(page, logId)).toHaveCount(0)
    await page.getByRole('button', { name: 'Refresh', exact: true }).click()
    await expect(card(page, logId)).toBeVisible()
  })

  test("should offer no manual creation in Payload's own AI logs collection screen", async ({
    page,
  }) => {
    await page.goto('/admin/collections/ai-logs')
    await expect(page.getByRole('heading', { name: 'AI Logs' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Create New/i })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Create New/i })).toHaveCount(0)
    await page.goto('/admin/collections/ai-logs/create')
    await expect(
      page.getByText(/Unauthorized|not allowed|Not Found|forget to add/i).first(),
    ).toBeVisible()
  })
})
