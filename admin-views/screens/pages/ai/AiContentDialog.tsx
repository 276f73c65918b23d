'use client'
import React, { useId, useState } from 'react'

import { Dialog } from '../../../ui/Dialog'
import { TabSections } from '../../../ui/Tabs'
import { EnhanceTab } from './EnhanceTab'
import { IdeasTab } from './IdeasTab'

type Tab = 'enhance' | 'ideas'

const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'ideas', label: 'AI Ideas' },
  { id: 'enhance', label: 'AI Enhance' },
]

type Props = { onClose: () => void; open: boolean; tenantId: null | string; tenantName?: string }

/**
 * AI Content Generator (spec section 2.3), from the Create menu: blog post ideas that become draft
 * pages, and the improver for a page's content. Mounted only while open: each opening starts afresh.
 */
export const AiContentDialog = (props: Props) =>
  props.open && props.tenantId ? <Generator {...props} tenantId={props.tenantId} /> : null

const Generator = ({ onClose, tenantId, tenantName }: Props & { tenantId: string }) => {
  const id = useId()
  const [tab, setTab] = useState<Tab>('ideas')
  // AI Enhance's text not saved to its page: closing asks first.
  const [dirty, setDirty] = useState(false)
  return (
    <Dialog
      description={
        tenantName
          ? `Blog post ideas and better content for ${tenantName}, written by AI.`
          : 'Blog post ideas and better content, written by AI.'
      }
      dirty={dirty}
      onClose={onClose}
      open
      size="xl"
      title="AI Content Generator"
    >
      <TabSections
        idPrefix={id}
        items={TABS}
        label="AI tools"
        onSelect={setTab}
        panels={{
          enhance: <EnhanceTab onDirtyChange={setDirty} tenantId={tenantId} />,
          ideas: <IdeasTab tenantId={tenantId} />,
        }}
        selected={tab}
      />
    </Dialog>
  )
}
