import React from 'react'

/**
 * A polite and an assertive live region, hidden from sight, that `lib/announce.ts` writes to: one pair on
 * every admin page (AdminProviders) and one in each open dialog.
 */
export const LiveRegions = () => (
  <>
    <div aria-live="polite" className="tw:sr-only" data-sg-live="polite" role="status" />
    <div aria-live="assertive" className="tw:sr-only" data-sg-live="assertive" role="alert" />
  </>
)
