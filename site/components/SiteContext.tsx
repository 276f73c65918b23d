import { createContext, useContext } from 'react'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

import { withSimulateDomain } from '../lib/links'

type SiteContextValue = { simulateDomain: string | null; tenantName: string | null }

export const SiteContext = createContext<SiteContextValue>({
  simulateDomain: null,
  tenantName: null,
})

export const useSite = () => useContext(SiteContext)

/** An internal URL as the viewer must follow it (simulate_domain carried on dev hosts). */
const useHref = () => {
  const { simulateDomain } = useSite()
  return (url: string) => withSimulateDomain(url, simulateDomain)
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  newTab?: boolean
  children: ReactNode
}

/** Every link on the site goes through here, so none of them loses simulate_domain. */
export const SiteLink = ({ href, newTab = false, children, ...rest }: LinkProps) => {
  const toHref = useHref()
  const tab = newTab ? { rel: 'noopener', target: '_blank' } : {}
  return (
    <a href={toHref(href)} {...tab} {...rest}>
      {children}
    </a>
  )
}
