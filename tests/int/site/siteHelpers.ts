import { request } from '../support/http'
import type { Reply } from '../support/http'

type Options = { host?: string; headers?: Record<string, string>; method?: string }

/** A page of the public site as a browser on `host` would ask for it. */
export const visit = (
  baseUrl: string,
  path: string,
  { headers = {}, host = 'localhost:3000', method }: Options = {},
): Promise<Reply> => request(baseUrl, path, { headers: { host, ...headers }, method })

/** Every <a href> of the page. */
export const linksOf = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))

/** Every <script> start tag of the page. */
const scriptsOf = (html: string): string[] =>
  [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0])

/** Scripts a browser would run: anything but JSON-LD data and (dev mode only) Vite's own client. */
export const executableScripts = (html: string): string[] =>
  scriptsOf(html).filter(
    (tag) => !tag.includes('application/ld+json') && !tag.includes('/@vite/client'),
  )

/** The JSON-LD blocks of the page, parsed. */
export const jsonLdOf = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  )

/** The text of the page without tags (for texts split by markup). */
export const textOf = (html: string): string =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
