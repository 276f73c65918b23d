/**
 * Every admin screen, declared once: its route, the client screen that draws it and its sidebar entry.
 * `config.ts` registers a Payload view for each (one server view, `views/ScreenView.tsx`, frames them
 * all), `NavLinks` lists the ones with a label in this order, and the browser tab takes the label as
 * the page's title. tests/int/adminScreens.int.spec.ts checks that the three agree.
 */
export type AdminScreen = {
  /** Payload's name for the view (`admin.components.views`); 'dashboard' replaces Payload's own. */
  key: string
  /** Below /admin, in path-to-regexp (v6) syntax; `:name` parts reach the screen as `segments`. */
  route: `/${string}`
  /** The client screen, `<file below screens/>#<export>`. */
  screen: `${string}#${string}`
  /** Its sidebar link; a screen without one is reached from another screen. */
  label?: string
  /** The screen gets the fields the host app added to this collection (`extraFields`). */
  extraFields?: 'dataset-records' | 'pages'
  /** Its sidebar link is for administrators only (the screen itself says so to anyone else). */
  adminOnly?: boolean
}

export const ADMIN_SCREENS = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    route: '/',
    screen: 'dashboard/DashboardScreen#DashboardScreen',
  },
  { key: 'tasks', label: 'Tasks', route: '/tasks', screen: 'tasks/TasksScreen#TasksScreen' },
  {
    key: 'tenantsScreen',
    label: 'Tenants',
    route: '/tenants',
    screen: 'tenants/TenantsScreen#TenantsScreen',
  },
  {
    extraFields: 'dataset-records',
    key: 'datasets',
    label: 'Datasets',
    route: '/datasets',
    screen: 'datasets/DatasetsScreen#DatasetsScreen',
  },
  {
    extraFields: 'pages',
    key: 'pagesScreen',
    label: 'Pages',
    route: '/pages',
    screen: 'pages/PagesScreen#PagesScreen',
  },
  {
    key: 'pageTypesScreen',
    label: 'Page Types',
    route: '/page-types',
    screen: 'pageTypes/PageTypesScreen#PageTypesScreen',
  },
  {
    key: 'categoriesScreen',
    label: 'Categories',
    route: '/categories',
    screen: 'categories/CategoriesScreen#CategoriesScreen',
  },
  {
    key: 'dynamicPages',
    label: 'Dynamic pages',
    route: '/templates',
    screen: 'templates/TemplatesScreen#TemplatesScreen',
  },
  {
    key: 'snippetsScreen',
    label: 'Snippets',
    route: '/snippets',
    screen: 'snippets/SnippetsScreen#SnippetsScreen',
  },
  {
    key: 'aiLogsScreen',
    label: 'AI Logs',
    route: '/ai-logs',
    screen: 'aiLogs/AiLogsScreen#AiLogsScreen',
  },
  {
    key: 'redirectsScreen',
    label: 'Redirects',
    route: '/redirects',
    screen: 'redirects/RedirectsScreen#RedirectsScreen',
  },
  {
    key: 'layoutScreen',
    label: 'Layout',
    route: '/layout',
    screen: 'layout/LayoutScreen#LayoutScreen',
  },
  {
    key: 'settingsScreen',
    label: 'Settings',
    route: '/settings',
    screen: 'settings/SettingsScreen#SettingsScreen',
  },
  {
    adminOnly: true,
    key: 'usersScreen',
    label: 'Users',
    route: '/users',
    screen: 'users/UsersScreen#UsersScreen',
  },
  // A template page as the Template Demo renders it: the tenant, then any path (Payload's non-exact
  // match needs a static prefix).
  {
    key: 'templateRender',
    route: '/template-render/:tenantId/:path*',
    screen: 'templates/TemplateRenderScreen#TemplateRenderScreen',
  },
] as const satisfies readonly AdminScreen[]

const hrefOf = (route: string) => (route === '/' ? '/admin' : `/admin${route}`)

/** The sidebar of spec admin-core §2: link and label, in order. */
export const ADMIN_ROUTES = ADMIN_SCREENS.flatMap((screen: AdminScreen) =>
  screen.label
    ? [{ adminOnly: screen.adminOnly ?? false, href: hrefOf(screen.route), label: screen.label }]
    : [],
)

export const isActiveRoute = (pathname: string, href: string): boolean =>
  href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`)
