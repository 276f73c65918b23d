/**
 * The admin's screens are declared once (admin-views/shell/routes.ts). Payload's registered views, the
 * sidebar and the import map are made from that list; these checks fail when they stop agreeing: a
 * sidebar link without a view, two screens on one route, a component path that names no file or
 * export, or a path the import map lacks (`npm run generate:importmap` forgotten).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { AdminViewConfig, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN_ROUTES, ADMIN_SCREENS } from '../../admin-views/shell/routes'
import { appConfig } from '../../payload.config'

const root = process.cwd()
const importMap = fs.readFileSync(path.join(root, 'src/app/(payload)/admin/importMap.js'), 'utf8')

type ViewComponent = { path: string; serverProps?: { screenComponent?: string } }

let views: Record<string, AdminViewConfig>
let dependencyPaths: string[]
beforeAll(async () => {
  const config: SanitizedConfig = await appConfig()
  views = config.admin.components?.views as Record<string, AdminViewConfig>
  dependencyPaths = Object.values(config.admin.dependencies ?? {}).map(({ path }) => path)
})

const componentOf = (view: AdminViewConfig): ViewComponent =>
  typeof view.Component === 'string'
    ? { path: view.Component }
    : (view.Component as unknown as ViewComponent)

/** '/admin-views/views/ScreenView#ScreenView' → the file and whether it exports the name. */
const resolves = (componentPath: string) => {
  const [file, exportName] = componentPath.replace(/^\//, '').split('#')
  const source = ['.tsx', '.ts']
    .map((ending) => path.join(root, file + ending))
    .find((candidate) => fs.existsSync(candidate))
  if (!source) return `${componentPath}: no file`
  const exported = new RegExp(`export (const|function) ${exportName}\\b`).test(
    fs.readFileSync(source, 'utf8'),
  )
  return exported ? 'ok' : `${componentPath}: ${exportName} is not exported`
}

describe('admin screens: the list, the sidebar and Payload’s views agree', () => {
  it('should give every screen its own key and route', () => {
    const keys = ADMIN_SCREENS.map(({ key }) => key)
    const routes = ADMIN_SCREENS.map(({ route }) => route)
    expect(new Set(keys).size).toBe(keys.length)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('should list the spec’s 13 sections in the sidebar, in order, and Users for administrators', () => {
    expect(ADMIN_ROUTES.map(({ label }) => label)).toEqual([
      'Dashboard',
      'Tasks',
      'Tenants',
      'Datasets',
      'Pages',
      'Page Types',
      'Categories',
      'Dynamic pages',
      'Snippets',
      'AI Logs',
      'Redirects',
      'Layout',
      'Settings',
      'Users',
    ])
    expect(ADMIN_ROUTES.filter((route) => route.adminOnly).map(({ label }) => label)).toEqual([
      'Users',
    ])
  })

  it('should register a Payload view at every sidebar link', () => {
    const registered = Object.entries(views).map(([key, view]) =>
      key === 'dashboard' ? '/admin' : `/admin${view.path}`,
    )
    for (const { href } of ADMIN_ROUTES) expect(registered).toContain(href)
  })

  it('should register every screen of the list as a view drawing that screen', () => {
    for (const screen of ADMIN_SCREENS) {
      const view = views[screen.key]
      expect(view, screen.key).toBeDefined()
      if (screen.key !== 'dashboard') expect(view.path).toBe(screen.route)
      expect(componentOf(view).serverProps?.screenComponent).toBe(
        `/admin-views/screens/${screen.screen}`,
      )
    }
  })

  it('should name only our files that exist and export the component, all in the import map', () => {
    const paths = [
      ...Object.values(views).flatMap((view) => {
        const component = componentOf(view)
        return [component.path, component.serverProps?.screenComponent ?? []].flat()
      }),
      ...dependencyPaths,
    ].filter((componentPath) => componentPath.startsWith('/admin-views/'))
    expect(paths.length).toBeGreaterThan(ADMIN_SCREENS.length)
    for (const componentPath of new Set(paths)) {
      expect(resolves(componentPath)).toBe('ok')
      expect(importMap, `${componentPath} is missing from the import map`).toContain(
        `"${componentPath}"`,
      )
    }
  })
})
