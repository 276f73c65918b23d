'use client'
import React from 'react'

/**
 * Rendered HTML in a sandboxed frame (no scripts), grown to its content's height; Escape inside it
 * acts as it does on the page.
 */
export const HtmlPreview = ({ html, title }: { html: string; title: string }) => {
  const [height, setHeight] = React.useState(320)
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>
    body{margin:0;padding:20px;font:15px/1.6 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;background:#fff;overflow-wrap:anywhere}
    img{max-width:100%;height:auto} h1{font-size:1.8em;line-height:1.2;margin:.2em 0 .6em} table{border-collapse:collapse} td,th{border:1px solid #e5e7eb;padding:4px 8px}
  </style></head><body>${html}</body></html>`
  return (
    <iframe
      className="tw:block tw:w-full tw:rounded-lg tw:border tw:border-elev-150 tw:bg-white"
      onLoad={(event) => {
        const doc = event.currentTarget.contentDocument
        if (!doc) return
        // Follows the content's height as the frame's width changes (phone and laptop layouts).
        const measure = () => setHeight(Math.min(Math.max(doc.body.scrollHeight + 40, 120), 4000))
        measure()
        new ResizeObserver(measure).observe(doc.body)
        // A key pressed in the frame (on a link of the content) reaches only the frame's window: Escape
        // is handed to the page, so the dialog around the preview closes as it does everywhere else.
        doc.addEventListener('keydown', (key) => {
          if (key.key !== 'Escape') return
          key.preventDefault()
          window.dispatchEvent(new KeyboardEvent('keydown', { cancelable: true, key: 'Escape' }))
        })
      }}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      style={{ height }}
      title={title}
    />
  )
}
