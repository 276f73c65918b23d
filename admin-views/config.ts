import type { AdminDependencies, AdminViewConfig, CollectionConfig, Config } from 'payload'

import type { AdminScreen } from './shell/routes'
import { ADMIN_SCREENS } from './shell/routes'

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
 * The spec's admin screens (shell/routes.ts), mounted inside Payload's admin. Paths are relative to
 * `/admin`; every screen is the one server view `views/ScreenView.tsx`, told its entry through
 * `serverProps`, which checks the signed-in user itself (Payload treats custom views as public) and
 * shows the sign-in screen in place when nobody is.
 */
const screenComponent = (screen: AdminScreen) => component(`screens/${screen.screen}`)
const screenView = (screen: AdminScreen): AdminViewConfig => ({
  Component: {
    path: component('views/ScreenView#ScreenView'),
    serverProps: { screen, screenComponent: screenComponent(screen) },
  },
  exact: true,
  path: screen.route,
})

// Payload's dashboard view has no route of its own; the other screens are views at their routes.
const adminViews: Record<string, AdminViewConfig> = Object.fromEntries(
  ADMIN_SCREENS.map((screen: AdminScreen) => [
    screen.key,
    screen.key === 'dashboard' ? { Component: screenView(screen).Component } : screenView(screen),
  ]),
)

// The screens are drawn by ScreenView from the import map, so each needs its entry there.
const screenDependencies: AdminDependencies = Object.fromEntries(
  ADMIN_SCREENS.map((screen: AdminScreen) => [
    `screen:${screen.key}`,
    { path: screenComponent(screen), type: 'component' },
  ]),
)

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
      dependencies: { ...admin.dependencies, ...screenDependencies },
      components: {
        ...components,
        afterNavLinks: [
          ...(components.afterNavLinks ?? []),
          component('shell/DeveloperLinks#DeveloperLinks'),
          component('shell/NavUser#NavUser'),
        ],
        // 'Skip to main content', first on every admin page (Payload's collection screens too).
        // Then, when the admin's build is older than the config's fields, a notice that says so.
        header: [
          ...(components.header ?? []),
          component('shell/SkipLink#SkipLink'),
          component('shell/StaleBuildNotice#StaleBuildNotice'),
        ],
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
          login: { Component: component('views/SignInView#SignInView') },
          logout: { Component: component('views/SignOutView#SignOutView') },
          acceptInvite: {
            Component: component('views/InviteView#InviteView'),
            exact: true,
            path: '/invite',
          },
        },
      },
    },
  }
}
