import type { TypedUser } from 'payload'

/**
 * Above every admin page, for a signed-in user, when the admin's build (`next build`) is older than
 * the config's fields (src/config/buildFields.ts; the host's server sets the flag at start): its
 * forms may miss a field that was added, or fail to render.
 */
export const StaleBuildNotice = ({ user }: { user?: TypedUser | null }) =>
  user && process.env.SITE_GENERATOR_STALE_BUILD === 'true' ? (
    <div className="sg-stale-build" role="alert">
      This admin was built before the last change to the collections&apos; fields: its forms may
      miss a field or fail to open. Run <code>next build</code> again and restart the server.
    </div>
  ) : null
