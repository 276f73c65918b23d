import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `npm run typecheck` and `npm run lint` check the whole tree; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
