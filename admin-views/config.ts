import type { AdminViewConfig, CollectionConfig, Config } from 'payload'

declare const __SITE_GENERATOR_ADMIN__: string | undefined

/**
 * Where the import map finds our components: this repository's folder (relative to payload.config.ts)
 * here, the package's `site-generator-cms/admin/*` export in a host app (scripts/build-package.mjs
 * defines the constant, as Payload's plugins name `@payloadcms/plugin-seo/client#…`).
 */
const BASE =
  typeof __SITE_GENERATOR_ADMIN__ === 'string' ? __SITE_GENERATOR_ADMIN__ : '/admin-views'
const component = (path: string) => `${BASE}/${path}`

/**
 * The spec's admin screens, mounted inside Payload's admin. Paths are relative to `/admin`; components are
 * import-map paths. Each view checks the signed-in user itself (Payload treats custom views as public)
 * and shows the sign-in screen in place when nobody is.
 */
const view = (path: string, name: string, exact = true): AdminViewConfig => ({
  Component: { path: component(`views/${name}#${name}`) },
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
 * The users collection's virtual `currentPassword` (hidden from Payload's screens by the collection)
 * becomes a password input on the account and user screens, shown while your own password changes.
 */
const withCurrentPasswordInput = (collection: CollectionConfig): CollectionConfig =>
  collection.slug !== 'users'
    ? collection
    : {
        ...collection,
        fields: collection.fields.map((field) =>
          'name' in field && field.name === 'currentPassword' && field.type === 'text'
            ? {
                ...field,
                admin: {
                  ...field.admin,
                  components: {
                    ...field.admin?.components,
                    Field: component('fields/CurrentPasswordField#CurrentPasswordField'),
                  },
                  hidden: false,
                },
              }
            : field,
        ),
      }

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
    collections: config.collections?.map(outOfNav).map(withCurrentPasswordInput),
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
          component('shell/DeveloperLinks#DeveloperLinks'),
          component('shell/NavUser#NavUser'),
        ],
        // 'Skip to main content', first on every admin page (Payload's collection screens too).
        header: [...(components.header ?? []), component('shell/SkipLink#SkipLink')],
        beforeNavLinks: [
          ...(components.beforeNavLinks ?? []),
          component('shell/NavLinks#NavLinks'),
        ],
        logout: { ...components.logout, Button: component('shell/LogoutButton#LogoutButton') },
        providers: [
          ...(components.providers ?? []),
          component('providers/AdminProviders#AdminProviders'),
        ],
        views: {
          ...components.views,
          ...adminViews,
          dashboard: { Component: component('views/DashboardView#DashboardView') },
          login: { Component: component('views/SignInView#SignInView') },
          logout: { Component: component('views/SignOutView#SignOutView') },
        },
      },
    },
  }
}
