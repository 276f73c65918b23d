import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The repository's `npm run typecheck` checks these files; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
