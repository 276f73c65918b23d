/**
 * The product's entry point. `WEB_CONCURRENCY` web processes serve one port: with one (the default)
 * this process is the server (src/web.ts); with more it is a small supervisor (src/cluster.ts) that
 * forks them. `npm start` runs it built; `npm run dev` live.
 */
import cluster from 'node:cluster'

import { runCluster, webConcurrency } from './cluster'

const workers = webConcurrency(process.env.WEB_CONCURRENCY)
if (cluster.isPrimary && workers > 1) runCluster(workers)
else await import('./web')
