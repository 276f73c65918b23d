import type { AdminViewConfig, Config } from 'payload'

/**
 * The spec's admin screens, mounted inside Payload's admin. Paths are relative to `/admin`; components are
 * import-map paths (relative to the folder of payload.config.ts). Each view checks the signed-in user
 * itself (Payload treats custom views as public) and shows the sign-in screen in place when nobody is.
 */
const view = (path: string, name: string, exact = true): AdminViewConfig => ({
  Component: { path: `/admin-views/views/${name}#${name}` },
  exact,
  path: path as `/${string}`,
})

export const adminViews: Record<string, AdminViewConfig> = {
  tasks: view('/tasks', 'TasksView'),
  tenantsScreen: view('/tenants', 'TenantsView'),
  datasets: view('/datasets', 'DatasetsView'),
  dynamicPages: view('/templates', 'TemplatesView'),
  // path-to-regexp (v6) syntax: the tenant and any path after it (Payload's non-exact match needs a static prefix).
  templateRender: view('/template-render/:tenantId/:path*', 'TemplateRenderView'),
  pagesScreen: view('/pages', 'SectionRedirectView'),
  pageTypesScreen: view('/page-types', 'SectionRedirectView'),
  categoriesScreen: view('/categories', 'SectionRedirectView'),
  snippetsScreen: view('/snippets', 'SectionRedirectView'),
  aiLogsScreen: view('/ai-logs', 'SectionRedirectView'),
  redirectsScreen: view('/redirects', 'SectionRedirectView'),
  layoutScreen: view('/layout', 'SectionRedirectView'),
  settingsScreen: view('/settings', 'SectionRedirectView'),
}

/** Adds the admin views, the sign-in and sign-out views, the nav links and the client providers. */
export const withAdminViews = (config: Config): Config => {
  const admin = config.admin ?? {}
  const components = admin.components ?? {}
  return {
    ...config,
    admin: {
      ...admin,
      components: {
        ...components,
        afterNavLinks: [...(components.afterNavLinks ?? []), '/admin-views/shell/NavUser#NavUser'],
        beforeNavLinks: [
          ...(components.beforeNavLinks ?? []),
          '/admin-views/shell/NavLinks#NavLinks',
        ],
        logout: { ...components.logout, Button: '/admin-views/shell/LogoutButton#LogoutButton' },
        providers: [
          ...(components.providers ?? []),
          '/admin-views/providers/AdminProviders#AdminProviders',
        ],
        views: {
          ...components.views,
          ...adminViews,
          dashboard: { Component: '/admin-views/views/DashboardView#DashboardView' },
          login: { Component: '/admin-views/views/SignInView#SignInView' },
          logout: { Component: '/admin-views/views/SignOutView#SignOutView' },
        },
      },
    },
  }
}
