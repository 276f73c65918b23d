import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { e2eAdmin } from './support/admin'
import { shoot } from './support/screens'
import { toast } from './support/toast'

const signIn = async (page: Page) => {
  const login = await page.request.post('/api/auth/login', {
    data: { password: e2eAdmin.password, username: e2eAdmin.username },
  })
  expect(login.status()).toBe(200)
}

test.describe('Tasks at /admin/tasks', () => {
  let tenant: { id: string; name: string }

  test.afterAll(async ({ request }) => {
    await request.post('/api/auth/login', {
      data: { password: e2eAdmin.password, username: e2eAdmin.username },
    })
    if (tenant) await request.delete(`/api/tenants/${tenant.id}`)
  })

  test('should need a tenant to add, then add, tick done, edit and delete a task', async ({
    page,
  }) => {
    const suffix = Date.now().toString(36)
    await signIn(page)
    const reply = await page.request.post('/api/tenants', {
      data: { domain: `tasks-${suffix}.example`, name: `Tasks Site ${suffix}` },
    })
    expect(reply.status()).toBe(201)
    tenant = await reply.json()

    await page.goto('/admin/tasks')
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible()
    const selector = page.getByTestId('tenant-selector')
    await selector.selectOption('all')
    const add = page.getByRole('button', { name: 'Add Task' })
    await expect(add).toBeDisabled()
    await expect(page.getByText('Please select a tenant to add tasks')).toBeVisible()
    await shoot(page, 'admin-tasks-all-tenants')

    await selector.selectOption({ label: tenant.name })
    await expect(page.getByTestId('tenant-context')).toContainText(tenant.name)
    await expect(add).toBeEnabled()
    await expect(page.getByText(`No tasks for ${tenant.name} yet`)).toBeVisible()
    await add.click()
    const dialog = page.getByRole('dialog', { name: 'Add Task' })
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium')
    await dialog.getByRole('button', { name: 'Create Task' }).click()
    await expect(dialog.getByText('Title is required')).toBeVisible()
    const title = `Write the about page ${suffix}`
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Description').fill('Before launch')
    await dialog.getByLabel('Priority').selectOption('high')
    await shoot(page, 'admin-tasks-add-dialog')
    await dialog.getByRole('button', { name: 'Create Task' }).click()
    await expect(toast(page, 'Task created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const table = page.getByRole('table', { name: 'Tasks' })
    for (const column of [
      'Done',
      'Title',
      'Description',
      'Priority',
      'Tenant',
      'Created',
      'Completed',
      'Actions',
    ]) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible()
    }
    const row = table.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText('Before launch')
    await expect(row).toContainText('high')
    await expect(row).toContainText(tenant.name)
    await expect(row).toHaveAttribute('data-done', 'false')

    // Tick done: the row dims and Completed shows today's date.
    await row.getByRole('checkbox', { name: `Mark ${title} as done` }).check()
    await expect(toast(page, 'Task updated successfully')).toBeVisible()
    await expect(row).toHaveAttribute('data-done', 'true')
    await expect(row).toHaveCSS('opacity', '0.55')
    const today = new Date().toLocaleDateString('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    await expect(row.getByRole('cell').nth(6)).toHaveText(today)
    await shoot(page, 'admin-tasks')

    // Edit.
    await row.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Task' })
    await expect(edit.getByLabel('Title')).toHaveValue(title)
    const renamed = `${title} (v2)`
    await edit.getByLabel('Title').fill(renamed)
    await edit.getByLabel('Priority').selectOption('low')
    await shoot(page, 'admin-tasks-edit-dialog')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Task updated successfully')).toBeVisible()
    const renamedRow = table.getByRole('row').filter({ hasText: renamed })
    await expect(renamedRow).toContainText('low')

    // All tenants shows every tenant's tasks, each naming its tenant.
    await selector.selectOption('all')
    await expect(table.getByRole('row').filter({ hasText: renamed })).toContainText(tenant.name)
    await selector.selectOption({ label: tenant.name })

    // Delete after a confirmation.
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Task' })
    await expect(confirm).toContainText(renamed)
    await shoot(page, 'admin-tasks-delete-dialog')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Task deleted successfully')).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0)
    await expect(page.getByText(`No tasks for ${tenant.name} yet`)).toBeVisible()
  })
})
