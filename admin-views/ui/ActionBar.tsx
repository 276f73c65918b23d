import React from 'react'

/** The buttons at the foot of a form inside a page or tab, right-aligned under a rule. */
export const ActionBar = ({ children }: { children: React.ReactNode }) => (
  <div className="tw:flex tw:flex-wrap tw:justify-end tw:gap-2 tw:border-t tw:border-elev-100 tw:pt-4">
    {children}
  </div>
)
