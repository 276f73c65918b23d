import fs from 'node:fs'
import path from 'node:path'

import type { Collection, Payload } from 'payload'

type Problem = { status: number; message: string }

const API = '/api/cms/'

/** A global's (`/api/cms/globals/<slug>/...`): its versions when it keeps none, an update with nothing. */
const globalProblem = (
  payload: Payload,
  method: string,
  [slug, ...rest]: string[],
  hasBody: boolean,
): Problem | undefined => {
  const global = payload.config.globals.find((g) => g.slug === slug)
  if (!global) return undefined
  if (rest[0] === 'versions' && !global.versions)
    return { status: 404, message: `${slug} keeps no versions` }
  if (rest.length === 0 && method === 'POST' && !hasBody)
    return { status: 400, message: `Send the changes to ${slug} as a JSON object` }
  return undefined
}

/**
 * Payload's REST routes that answer a 500 for what is the caller's mistake: the versions of a
 * collection or global that keeps none, e-mail verification where it is off, a file that is not on
 * disk (when files are kept on disk), a create (or a global's update) with no document at all.
 */
export const cmsPathProblem = (
  payload: Payload,
  method: string,
  pathname: string,
  hasBody: boolean,
): Problem | undefined => {
  const [slug, ...rest] = pathname.slice(API.length).split('/')
  if (slug === 'globals') return globalProblem(payload, method, rest, hasBody)
  const collection = (payload.collections as Record<string, Collection | undefined>)[slug]
  if (!collection) return undefined
  const { config } = collection
  if (rest[0] === 'versions' && !config.versions)
    return { status: 404, message: `${slug} keeps no versions` }
  if (rest[0] === 'verify' && !config.auth?.verify)
    return { status: 404, message: `${slug} has no e-mail verification` }
  if (
    rest[0] === 'file' &&
    rest.length === 2 &&
    (method === 'GET' || method === 'HEAD') &&
    config.upload &&
    // Files kept elsewhere (S3, S3_BUCKET) are served by the storage plugin's own handler.
    !config.upload.disableLocalStorage
  ) {
    const dir = path.resolve(config.upload.staticDir || slug)
    let file: string
    try {
      file = path.resolve(dir, decodeURIComponent(rest[1]))
    } catch {
      return { status: 400, message: 'Malformed percent-encoding in the file name' }
    }
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file))
      return { status: 404, message: 'No such file' }
  }
  if (rest.length === 0 && method === 'POST' && !hasBody)
    return { status: 400, message: `Send the new ${slug} document as a JSON object` }
  return undefined
}
