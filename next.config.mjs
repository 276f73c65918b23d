import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `npm run typecheck` and `npm run lint` check the whole tree; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Several builds side by side (parallel work, CI experiments): NEXT_DIST_DIR=.next-x for build and start.
  distDir: process.env.NEXT_DIST_DIR || '.next',
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
