import path from 'node:path'
import { pathToFileURL } from 'node:url'

import express, { Router } from 'express'
import type { Payload } from 'payload'
import { renderPage } from 'vike/server'

import { projectRoot } from '../config/paths'

type Args = {
  /** `dev`: Vite middleware compiles `site/` on the fly; `prod`: the build in `dist/site`. */
  mode: 'dev' | 'prod'
  payload: Payload
}

/** The public tenant sites: static assets, then Vike's server render for every other path. */
export const publicSite = async ({ mode, payload }: Args): Promise<{ router: Router; close: () => Promise<void> }> => {
  const router = Router()
  let close = async () => {}

  if (mode === 'prod') {
    const outDir = path.join(projectRoot, 'dist/site')
    await import(pathToFileURL(path.join(outDir, 'server/entry.mjs')).href)
    router.use('/assets', express.static(path.join(outDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
    router.use(express.static(path.join(outDir, 'client'), { index: false }))
  } else {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware, viteServer } = await createDevMiddleware({ root: path.join(projectRoot, 'site') })
    router.use(devMiddleware)
    close = () => viteServer.close()
  }

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const pageContext = await renderPage({
      headersOriginal: req.headers,
      payload,
      urlOriginal: req.originalUrl,
    })
    const { httpResponse } = pageContext
    if (!httpResponse) return next()
    for (const [name, value] of httpResponse.headers) res.setHeader(name, value)
    res.status(httpResponse.statusCode)
    httpResponse.pipe(res)
  })

  return { close, router }
}
