import type { MenuLink, PublicTenant } from '../../src/services/public/types'
import { MenuLinks } from './MenuLinks'
import { SiteLink } from './SiteContext'

type Props = { tenant: PublicTenant; items: MenuLink[] }

const FALLBACK: MenuLink[] = [
  { id: 'home', label: 'Home', openInNewTab: false, url: '/' },
  { id: 'blog', label: 'Blog', openInNewTab: false, url: '/blog' },
]

/** Logo box (the tenant's initial on its colour), name, tagline and the header menu. */
export const Header = ({ items, tenant }: Props) => {
  const links = items.length ? items : FALLBACK
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 px-4 py-3 sm:px-6">
        <SiteLink href="/" className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand text-lg font-bold text-white shadow-sm"
          >
            {tenant.name.trim().charAt(0).toUpperCase()}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-lg font-semibold leading-tight text-slate-900">
              {tenant.name}
            </span>
            <span className="block truncate text-xs text-slate-500">Welcome to our platform</span>
          </span>
        </SiteLink>
        <MenuLinks
          items={links}
          label="Main"
          className="-mx-1 flex w-full gap-1 overflow-x-auto sm:ml-auto sm:w-auto"
          linkClassName="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition hover:bg-brand/10 hover:text-brand"
        />
      </div>
    </header>
  )
}
