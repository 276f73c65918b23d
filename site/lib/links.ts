/** Internal means same-site and path-absolute: '/x', not '//cdn' or 'https://…'. */
const isInternal = (url: string): boolean => url.startsWith('/') && !url.startsWith('//')

/**
 * Carries simulate_domain through an internal link, so a viewer on localhost stays on the tenant they
 * simulate. External links and links without a simulated domain are returned unchanged.
 */
export const withSimulateDomain = (url: string, simulateDomain: string | null): string => {
  if (!simulateDomain || !isInternal(url)) return url
  const hashAt = url.indexOf('#')
  const base = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  if (/[?&]simulate_domain=/.test(base)) return url
  const separator = base.includes('?') ? '&' : '?'
  return `${base}${separator}simulate_domain=${encodeURIComponent(simulateDomain)}${hash}`
}

const HREF = /(<a\b[^>]*?\shref\s*=\s*)(["'])(\/(?!\/)[^"']*)\2/gi

/** The same for links inside admin-written HTML (article bodies, panels, templates). */
export const withSimulateDomainInHtml = (html: string, simulateDomain: string | null): string =>
  simulateDomain
    ? html.replace(HREF, (_m, start: string, quote: string, href: string) => {
        const decoded = href.replace(/&amp;/g, '&')
        const carried = withSimulateDomain(decoded, simulateDomain).replace(/&/g, '&amp;')
        return `${start}${quote}${carried}${quote}`
      })
    : html

/** One level up ('/a/b' -> '/a'): where 'Go Back' leads without JavaScript or the Referer header. */
export const parentPath = (path: string): string => {
  const trimmed = path.replace(/\/+$/, '')
  const cut = trimmed.lastIndexOf('/')
  return cut <= 0 ? '/' : trimmed.slice(0, cut)
}
