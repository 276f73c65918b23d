'use client'
import { useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useState } from 'react'

import { useUnsavedGuard } from '../../hooks/useUnsavedGuard'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { AddButton } from '../../ui/AddButton'
import { DiscardConfirm } from '../../ui/Dialog'
import { TabPanel, Tabs } from '../../ui/Tabs'
import { TrashButton } from '../../ui/TrashButton'
import { templatesTrash } from './cache'
import { CreateTemplateDialog } from './CreateTemplateDialog'
import { TemplateDemo } from './TemplateDemo'
import { TemplateList } from './TemplateList'

type Tab = 'demo' | 'manage'

const TABS: { id: Tab; label: string }[] = [
  { id: 'manage', label: 'Manage Dynamic Pages' },
  { id: 'demo', label: 'Template Demo' },
]

/**
 * Dynamic Page Management (spec content-and-public-site §2.5): the templates of the header's tenant (or
 * of every tenant, labelled with their tenant, under All tenants) with the Template Editor, and the
 * Template Demo that renders a path the way the public site would; the Trash of deleted templates.
 */
export const TemplatesScreen = () => {
  const [tab, setTab] = useState<Tab>('manage')
  const [createOpen, setCreateOpen] = useState(false)
  // The Template Editor's changes not saved: leaving the screen, the tab or the template asks first.
  const [dirty, setDirty] = useState(false)
  const guard = useUnsavedGuard(dirty)
  const queryClient = useQueryClient()
  const { selectedTenant, selectedTenantId } = useAdminTenant()

  // The dashboard's Design Template quick action links here with ?create=1.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    if (params.get('create') === '1') setCreateOpen(true)
  }, [])

  const closeCreate = () => {
    setCreateOpen(false)
    const url = new URL(window.location.href)
    if (url.searchParams.has('create')) {
      url.searchParams.delete('create')
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    }
  }

  return (
    <PageFrame
      actions={
        <>
          <TrashButton
            {...templatesTrash(queryClient, selectedTenantId)}
            things="templates"
            whose={selectedTenant?.name}
          />
          <AddButton onClick={() => setCreateOpen(true)}>Create Template</AddButton>
        </>
      }
      subtitle="Templates turn dataset records into pages: one URL pattern, many pages."
      title="Dynamic Page Management"
    >
      <Tabs
        className="tw:mb-5"
        idPrefix="templates"
        items={TABS}
        label="Dynamic Page Management"
        onSelect={(next) => (next === tab ? undefined : guard.confirm(() => setTab(next)))}
        selected={tab}
      />
      <TabPanel id={tab} idPrefix="templates">
        {tab === 'manage' ? (
          <TemplateList
            confirmDiscard={guard.confirm}
            onCreate={() => setCreateOpen(true)}
            onDirtyChange={setDirty}
          />
        ) : (
          <TemplateDemo />
        )}
      </TabPanel>
      <CreateTemplateDialog onClose={closeCreate} open={createOpen} />
      <DiscardConfirm {...guard.prompt} />
    </PageFrame>
  )
}
