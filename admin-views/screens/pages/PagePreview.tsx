'use client'
import React from 'react'

import { errorMessage } from '../../lib/api'
import { HtmlPreview } from '../../ui/HtmlPreview'
import { Notice } from '../../ui/Notice'
import { usePreviewHtml } from './queries'

/** The page's content as the public site will serve it, in a sandboxed frame (no scripts run). */
export const PagePreview = ({ markdown, title }: { markdown: string; title: string }) => {
  const preview = usePreviewHtml(markdown, true)
  if (preview.isError)
    return (
      <Notice className="tw:px-4 tw:py-3" role="alert" tone="error">
        {errorMessage(preview.error, 'Failed to preview the content')}
      </Notice>
    )
  if (!preview.data) return <p className="tw:m-0 tw:text-elev-500">Loading preview...</p>
  if (!preview.data.html)
    return <p className="tw:m-0 tw:text-elev-500">Nothing to preview yet: write some markdown.</p>
  return <HtmlPreview html={preview.data.html} title={title} />
}
