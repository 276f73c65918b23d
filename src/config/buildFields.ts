/**
 * Whether the admin's build (`next build`) is older than the config's fields. Next evaluates the
 * Payload config while it builds; the plugin then writes the fields' fingerprint beside the build
 * (`.next/site-generator-fields`), and the host's server compares it with the config it starts with
 * (src/siteGenerator/createServer.ts). A field added after the build reaches the API at once, but
 * the built admin's client config is the build's: its forms then miss the field or fail to render.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Field } from 'payload'

const FILE = 'site-generator-fields'
/** Set for the admin's Next app, in the same process, when its build is stale. */
export const STALE_BUILD_ENV = 'SITE_GENERATOR_STALE_BUILD'

type Entity = { fields: Field[]; slug: string }

const fieldKeys = (fields: Field[]): string[] =>
  fields.flatMap((field): string[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => fieldKeys(tab.fields))
    const nested = 'fields' in field && Array.isArray(field.fields) ? fieldKeys(field.fields) : []
    if (!('name' in field)) return nested
    const blocks =
      field.type === 'blocks'
        ? (field.blocks ?? []).map((block) => `${block.slug}{${fieldKeys(block.fields).join(',')}}`)
        : []
    const many = 'hasMany' in field && field.hasMany ? ':many' : ''
    return [`${field.name}:${field.type}${many}{${[...nested, ...blocks].join(',')}}`]
  })

/** The collections' and globals' fields as one string: equal for configs whose forms are equal. */
export const fieldsFingerprint = (entities: Entity[]): string =>
  entities.map((entity) => `${entity.slug}(${fieldKeys(entity.fields).join(',')})`).join(';')

/** While `next build` runs: keeps the fingerprint of the config it builds the admin with. */
export const rememberBuildFields = (fingerprint: string) => {
  if (process.env.NEXT_PHASE !== 'phase-production-build') return
  const dir = path.join(process.cwd(), '.next')
  if (fs.existsSync(dir)) fs.writeFileSync(path.join(dir, FILE), fingerprint)
}

/**
 * Whether the build in `nextDir` was made with other fields than `fingerprint`: false when the build
 * kept none (an older build, or `next dev`).
 */
export const isBuildStale = (nextDir: string, fingerprint: string): boolean => {
  const file = path.join(nextDir, '.next', FILE)
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') !== fingerprint
}
