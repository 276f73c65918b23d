import config from '@payload-config'
import type React from 'react'
import { getPayload } from 'payload'

import type { Branding } from '../../../admin-views/providers/branding'
import { ADMIN_ROUTES } from '../../../admin-views/shell/routes'
import { readSettings } from '../../../collections/SiteSettings/readSettings'
import { readableTextOn } from '../../utilities/readableTextOn'

/** The settings every admin page shows (platform name, theme, primary colour), read for each page. */
export const adminBranding = async (): Promise<Branding> => {
  const { darkMode, platformName, primaryColor } = await readSettings(await getPayload({ config }))
  return { darkMode, platformName, primaryColor }
}

/** The primary colour as CSS variables on `<html>` (admin-views/styles/admin.css uses them). */
export const brandingStyle = ({ primaryColor }: Branding) =>
  ({
    '--sg-primary': primaryColor,
    '--sg-on-primary': readableTextOn(primaryColor),
  }) as React.CSSProperties

const titleText = (title: unknown): string => {
  if (typeof title === 'string') return title
  if (title && typeof title === 'object') {
    const { absolute, default: fallback } = title as { absolute?: unknown; default?: unknown }
    return String(absolute ?? fallback ?? '')
  }
  return ''
}

/**
 * The browser tab's title: the page, then the platform name of the settings in place of the
 * configured one. Payload gives custom views no page title; theirs is the sidebar's label.
 */
export const brandedTitle = (title: unknown, platformName: string, segments: string[] = []) => {
  const path = ['/admin', ...segments].join('/')
  const route = ADMIN_ROUTES.find(({ href }) => href === path)
  const page =
    titleText(title)
      .replace(/\s*\|\s*Site Generator$/, '')
      .replace(/^Payload$/, '')
      .trim() ||
    (route?.label ?? '')
  return page ? `${page} | ${platformName}` : platformName
}
