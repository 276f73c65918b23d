import path from 'node:path'

// Next bundles this file into its own output, so paths are taken from the working directory
// (the project root for `npm start`, the container's /app in Docker), never from import.meta.url.
export const projectRoot = process.cwd()

export const dataDir = path.resolve(projectRoot, process.env.DATA_DIR || 'data')

export const mediaDir = path.join(dataDir, 'media')
