'use client'
import { Link, useNav } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import React, { useEffect } from 'react'

import { ADMIN_ROUTES, isActiveRoute } from './routes'

/**
 * The spec's 13 admin routes at the top of Payload's sidebar (which is already a drawer with a toggle on
 * small screens); Payload's collection groups follow below them for developers.
 */
export const NavLinks = () => {
  const pathname = usePathname() ?? ''
  const { navOpen, setNavOpen } = useNav()
  // Payload keeps its sidebar closed up to 1440 px; the spec makes it a drawer only on small screens,
  // so a laptop opens the admin with the sidebar showing.
  useEffect(() => {
    if (window.matchMedia('(min-width: 1025px)').matches) setNavOpen(true)
    // Once per page load; afterwards the toggle decides.
  }, [])
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
      {ADMIN_ROUTES.map(({ href, label }) => {
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
