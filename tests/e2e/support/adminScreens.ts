import { expect, type Page } from '@playwright/test'

import { demoTenantId } from './templatesScreen'

/**
 * The screens of the admin's sidebar: the heading each shows and the buttons that open its dialogs,
 * the create dialogs and those of a list's first row (issue 18's axe and keyboard checks walk them
 * all). Row buttons are matched by the start of their name, so any tenant's rows serve.
 */

/**
 * The button that opens a dialog (a string is its exact name), the menu item when it opens a menu, and
 * `inner`, a button in that dialog that opens a second one over it.
 */
export type Opener = {
  button: RegExp | string
  inner?: string
  menuItem?: RegExp | string
  /** A switch (a checkbox with role switch) opens it instead of a button: Space, not Enter. */
  role?: 'switch'
}

/** Makes a row the demo lacks, so its dialogs can be opened; answers the clean-up. */
type Fixture = (page: Page) => Promise<() => Promise<void>>

/** One document of the demo tenant through the documented API, deleted again by the clean-up. */
const demoDoc =
  (path: string, data: Record<string, unknown>): Fixture =>
  async (page) => {
    const tenantId = await demoTenantId(page)
    const created = await page.request.post(path, { data: { ...data, tenantId } })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    return async () => {
      await page.request.delete(`${path}/${id}`)
      // A redirect goes to the trash, holding its path: deleted for good, the next test may make it again.
      if (path === '/api/redirects') await page.request.delete(`/api/trash/redirects/${id}`)
    }
  }

export const SCREENS: { dialogs: Opener[]; fixture?: Fixture; heading: string; href: string }[] = [
  {
    // Quick actions are named by their title and their description.
    dialogs: [
      { button: /^Add New Tenant/ },
      { button: /^Manage Data Sharing/ },
      { button: /^Edit / },
    ],
    heading: 'Dashboard',
    href: '/admin',
  },
  {
    dialogs: [{ button: 'Add Task' }, { button: /^Edit / }, { button: /^Delete / }],
    fixture: demoDoc('/api/tasks', { title: 'Check the admin by keyboard' }),
    heading: 'Tasks',
    href: '/admin/tasks',
  },
  {
    dialogs: [
      { button: 'Add Tenant' },
      { button: /^Edit / },
      { button: /^Configure / },
      { button: /^Delete / },
    ],
    heading: 'Tenant Management',
    href: '/admin/tenants',
  },
  {
    dialogs: [
      { button: 'Create New Dataset' },
      { button: 'Add Tenant' },
      { button: 'Create Template' },
      { button: /^Notes for / },
      { button: /^Fields of / },
      { button: /^Records of /, inner: 'Add Record' },
      { button: /^Generate with AI for / },
      { button: /^Fill with AI for / },
      { button: /^Delete / },
    ],
    heading: 'Dataset Management',
    href: '/admin/datasets',
  },
  {
    dialogs: [
      { button: 'Create', inner: 'Improve with AI', menuItem: 'Create Page' },
      { button: 'Create', menuItem: 'AI Content' },
      { button: /^Actions for /, menuItem: /^View / },
      { button: /^Actions for /, menuItem: /^Edit / },
      { button: /^Actions for /, menuItem: /^Delete / },
    ],
    heading: 'Page Management',
    href: '/admin/pages',
  },
  {
    // The demo's page types are default ones, which cannot be deleted (their Delete is disabled).
    dialogs: [{ button: 'Create Page Type' }, { button: /^Edit / }],
    heading: 'Page Types',
    href: '/admin/page-types',
  },
  {
    dialogs: [{ button: 'Create Category' }, { button: /^Edit / }, { button: /^Delete / }],
    heading: 'Categories',
    href: '/admin/categories',
  },
  {
    dialogs: [{ button: 'Create Template' }, { button: /^Delete template / }],
    heading: 'Dynamic Page Management',
    href: '/admin/templates',
  },
  {
    dialogs: [
      { button: 'Create Snippet' },
      { button: /^Edit / },
      { button: /^Preview / },
      { button: /^Delete / },
    ],
    heading: 'Snippets Management',
    href: '/admin/snippets',
  },
  { dialogs: [], heading: 'AI Activity Logs', href: '/admin/ai-logs' },
  {
    dialogs: [
      { button: 'Create Redirect' },
      { button: /^Edit / },
      { button: /^Test / },
      { button: /^Delete / },
    ],
    fixture: demoDoc('/api/redirects', { fromPath: '/checked-dialogs', toUrl: '/' }),
    heading: 'Redirects',
    href: '/admin/redirects',
  },
  { dialogs: [{ button: /^Delete / }], heading: 'Layout Management', href: '/admin/layout' },
  {
    dialogs: [{ button: 'Two-Factor Authentication', role: 'switch' }],
    heading: 'Settings',
    href: '/admin/settings',
  },
  {
    dialogs: [
      { button: 'Add User' },
      { button: /^Actions for /, menuItem: /^Edit / },
      { button: /^Actions for /, menuItem: /^End sessions / },
    ],
    heading: 'Users',
    href: '/admin/users',
  },
]

/**
 * Chooses the demo tenant, so the per-tenant create buttons are enabled: the multi-tenant plugin's
 * cookie and our localStorage key (admin-views/providers/tenant.tsx). Call after signing in.
 */
export const chooseDemoTenant = async (page: Page, baseURL: string) => {
  const tenantId = await demoTenantId(page)
  await page.context().addCookies([{ name: 'payload-tenant', url: baseURL, value: tenantId }])
  await page.addInitScript((id) => {
    window.localStorage.setItem('selectedAdminTenantId', id)
  }, tenantId)
}
