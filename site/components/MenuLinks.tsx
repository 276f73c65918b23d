import type { MenuLink } from '../../src/services/public/types'
import { SiteLink } from './SiteContext'

type Props = { items: MenuLink[]; label: string; className: string; linkClassName: string }

/** A menu's links (the header's or the footer's) in a labelled navigation landmark. */
export const MenuLinks = ({ className, items, label, linkClassName }: Props) => (
  <nav aria-label={label} className={className}>
    {items.map((item) => (
      <SiteLink key={item.id} href={item.url} newTab={item.openInNewTab} className={linkClassName}>
        {item.label}
      </SiteLink>
    ))}
  </nav>
)
