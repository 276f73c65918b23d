import type { AdminViewConfig, CollectionConfig, Config } from 'payload'

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

const adminViews: Record<string, AdminViewConfig> = {
  tasks: view('/tasks', 'TasksView'),
  tenantsScreen: view('/tenants', 'TenantsView'),
  datasets: view('/datasets', 'DatasetsView'),
  dynamicPages: view('/templates', 'TemplatesView'),
  // path-to-regexp (v6) syntax: the tenant and any path after it (Payload's non-exact match needs a static prefix).
  templateRender: view('/template-render/:tenantId/:path*', 'TemplateRenderView'),
  pagesScreen: view('/pages', 'PagesView'),
  pageTypesScreen: view('/page-types', 'PageTypesView'),
  categoriesScreen: view('/categories', 'CategoriesView'),
  snippetsScreen: view('/snippets', 'SnippetsView'),
  aiLogsScreen: view('/ai-logs', 'AiLogsView'),
  redirectsScreen: view('/redirects', 'RedirectsView'),
  layoutScreen: view('/layout', 'LayoutView'),
  settingsScreen: view('/settings', 'SettingsView'),
}

/**
 * Every collection is out of Payload's sidebar groups (`group: false`): the sidebar lists the spec's 13
 * sections once, and Payload's own screens at /admin/collections/* stay reachable for developers through
 * one collapsed group of links (`shell/DeveloperLinks.tsx`).
 */
const outOfNav = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  admin: { ...collection.admin, group: false },
})

/**
 * Adds the admin views, the sign-in and sign-out views, the nav links and the client providers, and takes
 * the collections out of Payload's sidebar groups.
 */
export const withAdminViews = (config: Config): Config => {
  const admin = config.admin ?? {}
  const components = admin.components ?? {}
  const i18n = config.i18n ?? {}
  return {
    ...config,
    collections: config.collections?.map(outOfNav),
    // The spec's 404 for an admin route that has no screen (Payload's not-found view, its text only).
    i18n: {
      ...i18n,
      translations: {
        ...i18n.translations,
        // Nothing else overrides Payload's English 'general' texts.
        en: {
          ...i18n.translations?.en,
          general: { sorryNotFound: 'Did you forget to add the page to the router?' },
        },
      },
    },
    admin: {
      ...admin,
      // Top right, not Payload's bottom right: there a toast covered a dialog's Save button for its
      // five seconds, so a second save right after a refused one could not be clicked.
      toast: { ...admin.toast, position: 'top-right' },
      components: {
        ...components,
        afterNavLinks: [
          ...(components.afterNavLinks ?? []),
          '/admin-views/shell/DeveloperLinks#DeveloperLinks',
          '/admin-views/shell/NavUser#NavUser',
        ],
        // 'Skip to main content', first on every admin page (Payload's collection screens too).
        header: [...(components.header ?? []), '/admin-views/shell/SkipLink#SkipLink'],
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
