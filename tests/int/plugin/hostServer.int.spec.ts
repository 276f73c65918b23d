/**
 * createSiteGeneratorServer in a host (docs/extending.md): the first start of an empty database makes
 * the administrator and, unlike the product's own server, no demo tenants unless asked
 * (`seedDemo: true` or SEED_DEMO=true; examples/host-app/check.mjs asks and finds the demo site).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { appConfig } from '../../../payload.config'
import { createSiteGeneratorServer } from '../../../src/siteGenerator/createServer'

let close = async () => {}

afterAll(() => close())

describe('createSiteGeneratorServer', () => {
  it('should start an empty database with its administrator and no demo tenants', async () => {
    const saved = process.env.SEED_DEMO
    delete process.env.SEED_DEMO
    try {
      const { listen, payload } = await createSiteGeneratorServer({
        config: appConfig({ site: { enabled: false } }),
      })
      const server = await listen(0, '127.0.0.1')
      close = () => server.close()
      expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
      expect((await payload.count({ collection: 'tenants' })).totalDocs).toBe(0)
      const health = await fetch(`http://127.0.0.1:${server.port}/api/openapi.json`)
      expect(health.status).toBe(200)
    } finally {
      process.env.SEED_DEMO = saved
    }
  })
})
