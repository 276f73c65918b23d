import { createSiteGeneratorServer } from 'site-generator-cms/server'

import config from './payload.config'

const { listen } = await createSiteGeneratorServer({ config })
const server = await listen(Number(process.env.PORT ?? 3000), '127.0.0.1')
console.log(`host app listening on ${server.port}`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
