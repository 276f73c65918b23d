'use client'
import { Link, useNav, useWindowInfo } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import React, { useEffect } from 'react'

import { useAdminAuth } from '../providers/auth'
import { useBranding } from '../providers/branding'
import { ADMIN_ROUTES, isActiveRoute } from './routes'

/**
 * The platform's name (Settings → General) and the spec's 13 admin routes at the top of Payload's
 * sidebar (which is already a drawer with a toggle on small screens); Payload's collection groups
 * follow below them for developers.
 */
export const NavLinks = () => {
  const pathname = usePathname() ?? ''
  const { platformName } = useBranding()
  const isAdmin = useAdminAuth().user?.role === 'admin'
  const { hydrated, navOpen, setNavOpen } = useNav()
  const { breakpoints } = useWindowInfo()
  // Payload keeps its sidebar closed up to 1440 px: it closes it each time the window's breakpoints are
  // measured, in its own effect, which runs after this component's. The spec makes the sidebar a drawer
  // only on small screens, so on a laptop (wider than 1024 px) it is opened again just after that.
  useEffect(() => {
    if (!hydrated || breakpoints.m !== false) return
    const timer = setTimeout(() => setNavOpen(true), 0)
    return () => clearTimeout(timer)
  }, [breakpoints.l, breakpoints.m, hydrated, setNavOpen])
  const closeOnSmallScreens = () => {
    if (
      navOpen &&
      typeof window !== 'undefined' &&
      window.matchMedia('(max-width: 1024px)').matches
    )
      setNavOpen(false)
  }
  return (
    <nav aria-label="Admin" className="sg-nav-links tw:mb-4 tw:flex tw:w-full tw:flex-col">
      <p className="tw:m-0 tw:mb-3 tw:text-lg tw:font-semibold" data-testid="platform-name">
        {platformName}
      </p>
      {ADMIN_ROUTES.filter((route) => isAdmin || !route.adminOnly).map(({ href, label }) => {
        const active = isActiveRoute(pathname, href)
        return (
          <Link
            aria-current={active ? 'page' : undefined}
            className="nav__link"
            href={href}
            id={`sg-nav-${label.toLowerCase().replace(/\s+/g, '-')}`}
            key={href}
            onClick={closeOnSmallScreens}
            prefetch={false}
          >
            {active && <div className="nav__link-indicator" />}
            <span className={`nav__link-label${active ? ' tw:font-semibold' : ''}`}>{label}</span>
          </Link>
        )
      })}
    </nav>
  )
}
