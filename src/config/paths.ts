import path from 'node:path'

import { settings } from './settings'

// Next bundles this file into its own output, so paths are taken from the working directory
// (the project root for `npm start`, the container's /app in Docker), never from import.meta.url.
export const projectRoot = process.cwd()

/** Where the SQLite file, media uploads, the generated secret and the first admin password live (DATA_DIR). */
export const dataDir = () => path.resolve(projectRoot, settings().DATA_DIR)

export const mediaDir = () => path.join(dataDir(), 'media')
