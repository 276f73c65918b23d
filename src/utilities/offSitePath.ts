// What browsers read as a host after the scheme: two slashes, either way round (`\` is `/` to them in
// http(s) URLs, and they drop tabs and newlines anywhere).
const OFF_SITE = /^[/\\][/\\]/
// The same run at a path's start, raw or percent-encoded.
const LEADING_SLASHES = /^(?:[/\\\t\n\r]|%2f|%5c|%09|%0a|%0d)+/i

const decodedOrSame = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * Whether a path would take a browser to another site: `//host`, `/\host`, `\/host`, with tabs or
 * newlines between, or any of these percent-encoded (`/%2F`, `/%5C`, `/%09/`), for a proxy, crawler or
 * client that decodes before it follows.
 */
export const isOffSitePath = (path: string): boolean =>
  [path, decodedOrSame(path)].some((form) => OFF_SITE.test(form.replace(/[\t\n\r]/g, '')))

/** A redirect's Location kept on the site: a path that would leave it starts with one `/` instead. */
export const onSiteLocation = (location: string): string =>
  isOffSitePath(location) ? location.replace(LEADING_SLASHES, '/') : location
