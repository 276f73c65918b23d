import type React from 'react'

/**
 * Payload's Button has no styled 'error' look in this version, so row Delete buttons are secondary
 * buttons recoloured through Payload's own button variables (inline, so they win over its classes).
 */
export const dangerButtonProps = {
  style: {
    '--btn-border': '1px solid var(--theme-error-400)',
    '--color': 'var(--theme-error-500)',
    '--hover-bg': 'var(--theme-error-50)',
    '--hover-btn-border': '1px solid var(--theme-error-500)',
    '--hover-color': 'var(--theme-error-750)',
  } as React.CSSProperties,
}

/** A table's last column kept in view while the rest scrolls sideways (phones, many fields). */
export const stickyEnd =
  'tw:sticky tw:right-0 tw:bg-surface tw:shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.15)]'
