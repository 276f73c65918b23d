'use client'
import React from 'react'

import type { SnippetReply } from '../../../src/schemas/snippets'
import { Dialog } from '../../ui/Dialog'
import { HtmlPreview } from '../../ui/HtmlPreview'
import { snippetUsage } from './snippetForm'

/**
 * Preview (spec section 2.8): the snippet's HTML drawn as a page would, in the sandboxed frame of the
 * template previews (no scripts run), closed with its Close (×) button or Escape.
 */
export const SnippetPreviewDialog = ({
  onClose,
  snippet,
}: {
  onClose: () => void
  snippet: null | SnippetReply
}) => (
  <Dialog
    description={snippet ? `How ${snippetUsage(snippet.tag)} looks in content.` : undefined}
    onClose={onClose}
    open={snippet !== null}
    size="lg"
    title={snippet ? `Preview: ${snippet.name}` : 'Preview'}
  >
    {snippet && <HtmlPreview html={snippet.content} title={`Preview of ${snippet.name}`} />}
  </Dialog>
)
