'use client'
import { useTheme } from '@payloadcms/ui'
import React, { createContext, useContext, useEffect } from 'react'

/** What every admin page shows of the settings (Settings → General and Appearance). */
export type Branding = { darkMode: boolean; platformName: string; primaryColor: string }

const BrandingContext = createContext<Branding>({
  darkMode: false,
  platformName: 'Site Generator',
  primaryColor: '#1976D2',
})

// The platform theme last applied in this browser: a user may still pick their own theme on their
// account page until the administrators change the platform's.
const APPLIED_KEY = 'sg-platform-theme'

/**
 * Settings → Appearance → Dark mode through Payload's own theme (its cookie and `data-theme`): applied
 * when the platform's theme is new to this browser. Effects run child first, so this lands before
 * Payload's theme provider reads its cookie.
 */
const PlatformTheme = ({ darkMode }: { darkMode: boolean }) => {
  const { setTheme } = useTheme()
  useEffect(() => {
    const platform = darkMode ? 'dark' : 'light'
    let applied: null | string = null
    try {
      applied = window.localStorage.getItem(APPLIED_KEY)
    } catch {
      // Storage off: apply every time.
    }
    if (applied === platform) return
    setTheme(platform)
    try {
      window.localStorage.setItem(APPLIED_KEY, platform)
    } catch {
      // Storage off: nothing to remember.
    }
    // Only a change of the platform's setting applies it again.
  }, [darkMode, setTheme])
  return null
}

/**
 * The settings every admin page shows, read by the server for the page (src/app/(payload)/layout.tsx),
 * so no user needs to be allowed to read the settings to see them.
 */
export const BrandingProvider = ({
  branding,
  children,
}: {
  branding: Branding
  children: React.ReactNode
}) => (
  <BrandingContext.Provider value={branding}>
    <PlatformTheme darkMode={branding.darkMode} />
    {children}
  </BrandingContext.Provider>
)

export const useBranding = (): Branding => useContext(BrandingContext)
