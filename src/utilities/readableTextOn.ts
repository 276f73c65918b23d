/** WCAG relative luminance of a `#RRGGBB` colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * White or black, whichever has more contrast on this background: text on an administrator's chosen
 * primary colour stays readable whatever they pick (#1976D2 gets white, 4.6:1).
 */
export const readableTextOn = (background: string): '#000000' | '#FFFFFF' => {
  if (!/^#[0-9a-fA-F]{6}$/.test(background)) return '#FFFFFF'
  const l = luminance(background)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#FFFFFF' : '#000000'
}
