import { expect, test } from '@playwright/test'

import {
  unique,
  signIn,
  createDataset,
  aiFields,
  openDatasets,
  toast,
  datasetRow,
} from './support/aiDialog'
import { shoot } from './support/screens'

/**
 * The live progress cards of AI runs (spec admin-core §5, §8): runs started elsewhere, a failed run
 * with its error, and a lost progress connection, against the fake OpenAI-compatible server
 * tests/e2e/support/server.mjs points the product at (a field answers "AI: <its prompt>").
 */

test.describe('Generate Records with AI', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('should show progress of runs started elsewhere', async ({ page }) => {
    const name = `AI elsewhere ${unique()}`
    const dataset = await createDataset(page.request, name, aiFields())
    for (const model of ['SG', 'Flying V']) {
      const record = await page.request.post('/api/records', {
        data: { data: { model }, datasetId: dataset.id },
      })
      expect(record.ok(), await record.text()).toBe(true)
    }
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/ai-progress'))
    await openDatasets(page)
    await expect(datasetRow(page, name)).toContainText('2 records')
    // The page listens before the run starts elsewhere (through the API, as another tab or a script would).
    await socket
    await page.waitForTimeout(500)
    const fill = await page.request.post(`/api/datasets/${dataset.id}/ai-fill`, { data: {} })
    expect(fill.status()).toBe(200)
    const card = page
      .getByTestId('ai-progress-card')
      .filter({ has: page.getByRole('heading', { name: 'AI field filling' }) })
      .first()
    await expect(card).toBeVisible()
    await expect(card).toHaveAttribute('data-status', 'completed')
    await expect(card.getByText('2 / 2 processed')).toBeVisible()

    await page.getByRole('button', { name: `Records of ${name}` }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Manage Records' })
        .getByText('AI: Which brand makes the Flying V?')
        .first(),
    ).toBeVisible()
  })

  test('should show a failed run with its error, and say when the progress connection is lost', async ({
    page,
  }) => {
    // A mocked progress channel: the run fails on its second item.
    await page.routeWebSocket(/\/ws\/ai-progress/, (ws) => {
      const base = {
        currentItem: null,
        error: null,
        logId: 'e2e-failed-run',
        operation: 'batch_generation',
        total: 2,
      }
      setTimeout(() => {
        ws.send(JSON.stringify({ ...base, message: 'Queued', processed: 0, status: 'started' }))
        ws.send(
          JSON.stringify({
            ...base,
            currentItem: 'Jaguar',
            message: 'Generated "Jaguar" (1 of 2)',
            processed: 1,
            status: 'in_progress',
          }),
        )
        ws.send(
          JSON.stringify({
            ...base,
            error:
              'Generating "Mustang" failed: AI call failed after 4 attempts: the AI server answered 500',
            message: 'Failed',
            processed: 1,
            status: 'failed',
          }),
        )
      }, 500)
    })
    await openDatasets(page)
    await expect(toast(page, 'AI Batch Generation Failed')).toBeVisible()
    const card = page.getByTestId('ai-progress-card').filter({ hasText: 'Mustang' })
    await expect(card).toHaveAttribute('data-status', 'failed')
    await expect(card.getByText('1 / 2 processed')).toBeVisible()
    await expect(card.getByRole('alert')).toHaveText(
      'Generating "Mustang" failed: AI call failed after 4 attempts: the AI server answered 500',
    )
    await shoot(page, 'admin-ai-progress-failed')

    // Now every connection drops at once: 3 reconnects (1 s, 2 s, 3 s), then the toast.
    await page.routeWebSocket(/\/ws\/ai-progress/, (ws) => void ws.close())
    await page.reload()
    await expect(
      page.getByText('WebSocket connection lost. Progress updates may be delayed.'),
    ).toBeVisible({ timeout: 20_000 })
  })
})
