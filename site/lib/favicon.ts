import type { PublicTenant } from '../../src/services/public/types'
import { safeColor } from './theme'

const SITE_COLOR = '#2563eb'

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Dark text on light brand colours, white on dark ones (hex colours; others get white). */
const textOn = (color: string): string => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1]
  if (!hex) return '#ffffff'
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // White passes WCAG's 4.5:1 on colours darker than this; lighter ones take near-black text.
  return luminance > 0.179 ? '#0f172a' : '#ffffff'
}

/**
 * A tenant's favicon: its initial (as the header's logo box shows it) on its branding colour, as
 * SVG. Served at /favicon.svg and /favicon.ico and linked from every page's <head>.
 */
export const faviconSvg = (tenant: PublicTenant): string => {
  const color = safeColor(tenant.branding.primaryColor, SITE_COLOR)
  const initial = escapeXml((Array.from(tenant.name.trim())[0] ?? '?').toUpperCase())
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="12" fill="${escapeXml(color)}"/>`,
    `<text x="32" y="44" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="36" font-weight="700" fill="${textOn(color)}">${initial}</text>`,
    '</svg>',
  ].join('')
}
