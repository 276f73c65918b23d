import type { MenuLink, PublicTenant } from '../../src/services/public/types'
import { MenuLinks } from './MenuLinks'

type Props = { tenant: PublicTenant; items: MenuLink[] }

/** The footer items, or (none active) the Privacy and Terms pages the tenant has (siteLayout.ts). */
export const Footer = ({ items: links, tenant }: Props) => {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        {/* The spec fixes the year: the footer reads the same on every tenant. */}
        <p>© 2024 {tenant.name}. All rights reserved.</p>
        {links.length > 0 && (
          <MenuLinks
            items={links}
            label="Footer"
            className="flex flex-wrap gap-x-6 gap-y-2"
            linkClassName="hover:text-brand"
          />
        )}
      </div>
    </footer>
  )
}
