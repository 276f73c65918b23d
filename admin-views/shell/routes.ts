/** The sidebar of spec admin-core §2: route and label, in order. */
export const ADMIN_ROUTES = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/tasks', label: 'Tasks' },
  { href: '/admin/tenants', label: 'Tenants' },
  { href: '/admin/datasets', label: 'Datasets' },
  { href: '/admin/pages', label: 'Pages' },
  { href: '/admin/page-types', label: 'Page Types' },
  { href: '/admin/categories', label: 'Categories' },
  { href: '/admin/templates', label: 'Dynamic pages' },
  { href: '/admin/snippets', label: 'Snippets' },
  { href: '/admin/ai-logs', label: 'AI Logs' },
  { href: '/admin/redirects', label: 'Redirects' },
  { href: '/admin/layout', label: 'Layout' },
  { href: '/admin/settings', label: 'Settings' },
] as const

export const isActiveRoute = (pathname: string, href: string): boolean =>
  href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`)
