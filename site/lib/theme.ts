import type { PublicTenant } from '../../src/services/public/types'

const SITE_COLOR = '#2563eb'
const PLACEHOLDER_COLOR = '#3B82F6'

// Only colour literals reach the stylesheet: a branding value cannot close the rule or inject CSS.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch)\([0-9.,%\s/a-z-]+\)|[a-z]{3,20})$/i

export const safeColor = (value: string | null | undefined, fallback: string): string => {
  const color = (value || '').trim()
  return COLOR.test(color) ? color : fallback
}

/** The tenant's colours as CSS variables; Tailwind's `brand` and `placeholder` colours read them. */
export const themeCss = (tenant: PublicTenant | null): string => {
  const primary = tenant?.branding.primaryColor
  return `:root{--brand:${safeColor(primary, SITE_COLOR)};--placeholder:${safeColor(primary, PLACEHOLDER_COLOR)}}`
}

/**
 * Admin CSS goes inside <style>, where '</style' would end the element and let markup through. '<'
 * has no meaning in CSS outside strings, and inside strings the CSS escape `\3c ` means the same.
 */
export const safeCustomCss = (css: string | null): string => (css || '').replace(/</g, '\\3c ')
