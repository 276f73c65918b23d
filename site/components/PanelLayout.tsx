import type { ReactNode } from 'react'

import type { Panels } from '../../src/services/public/types'
import { Html } from './Html'

type Props = { panels: Panels; children: ReactNode }

const Panel = ({ html, label }: { html: string; label: string }) => (
  <aside aria-label={label} className="site-panel">
    <Html html={html} className="prose prose-sm prose-slate max-w-none" />
  </aside>
)

/** A left or right panel's column: in view while the content scrolls past, on wide screens. */
const SidePanel = ({
  className,
  html,
  label,
}: {
  className: string
  html: string
  label: string
}) => (
  <div className={className}>
    <div className="lg:sticky lg:top-24">
      <Panel html={html} label={label} />
    </div>
  </div>
)

/**
 * Top and bottom panels span the page; left and right flank the content on wide screens and stack
 * under it on small ones (the content comes first there, so a reader is not scrolled past sidebars).
 */
export const PanelLayout = ({ children, panels }: Props) => {
  const columns =
    panels.left && panels.right
      ? 'lg:grid-cols-[15rem_minmax(0,1fr)_17rem]'
      : panels.left
        ? 'lg:grid-cols-[15rem_minmax(0,1fr)]'
        : panels.right
          ? 'lg:grid-cols-[minmax(0,1fr)_18rem]'
          : ''
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {panels.top && <Panel html={panels.top} label="Top panel" />}
      <div className={`grid gap-10 ${columns} ${panels.top ? 'mt-8' : ''}`}>
        {panels.left && (
          <SidePanel className="order-2 lg:order-1" html={panels.left} label="Left panel" />
        )}
        <div className="order-1 min-w-0 lg:order-2">{children}</div>
        {panels.right && <SidePanel className="order-3" html={panels.right} label="Right panel" />}
      </div>
      {panels.bottom && (
        <div className="mt-12">
          <Panel html={panels.bottom} label="Bottom panel" />
        </div>
      )}
    </div>
  )
}
