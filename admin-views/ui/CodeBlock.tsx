import React from 'react'

/** Source text in a scrolling monospace block. */
export const CodeBlock = ({ children, label }: { children: string; label: string }) => (
  <pre
    aria-label={label}
    className="tw:m-0 tw:max-h-96 tw:overflow-auto tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:p-3 tw:font-mono tw:text-xs tw:leading-relaxed tw:whitespace-pre-wrap tw:text-elev-800"
  >
    {children}
  </pre>
)
