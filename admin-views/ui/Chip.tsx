import React from 'react'

/** A value in a monospace pill, exactly as given (no case change): an identifier, a tag. */
export const Chip = ({ children }: { children: string }) => (
  <span className="tw:inline-flex tw:items-center tw:rounded-full tw:bg-elev-100 tw:px-2.5 tw:py-0.5 tw:font-mono tw:text-xs tw:text-elev-800">
    {children}
  </span>
)
