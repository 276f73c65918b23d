import type { ReactNode } from 'react'

import { SiteLink } from './SiteContext'

type Props<T> = {
  items: T[]
  /** The link's address, also the list item's key. */
  href: (item: T) => string
  /** The classes of each link (a card's frame). */
  linkClassName: string
  children: (item: T) => ReactNode
}

/** A grid of cards that are links: related pages, template cards, subcategories. */
export const LinkGrid = <T,>({ children, href, items, linkClassName }: Props<T>) => (
  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
    {items.map((item) => (
      <li key={href(item)}>
        <SiteLink href={href(item)} className={linkClassName}>
          {children(item)}
        </SiteLink>
      </li>
    ))}
  </ul>
)
