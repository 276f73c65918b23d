'use client'
import React, { useState } from 'react'

import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { EmptyState } from '../../ui/Card'
import { TabSections } from '../../ui/Tabs'
import { HomepageTab } from './HomepageTab'
import { MenuTab } from './MenuTab'
import { PanelsTab } from './PanelsTab'

const TABS = [
  { id: 'header', label: 'Header Navigation' },
  { id: 'footer', label: 'Footer Navigation' },
  { id: 'homepage', label: 'Homepage Layout' },
  { id: 'panels', label: 'Panels' },
] as const

type TabId = (typeof TABS)[number]['id']

const ID_PREFIX = 'layout'

/**
 * Layout Management (spec §2.11): the selected tenant's header and footer menus, homepage sections and
 * panels, one tab each. Without a tenant it asks for one.
 */
export const LayoutScreen = () => {
  const { selectedTenant, selectedTenantId } = useAdminTenant()
  const [tab, setTab] = useState<TabId>('header')
  return (
    <PageFrame
      subtitle={
        selectedTenant
          ? `The menus, homepage sections and panels of ${selectedTenant.name}.`
          : 'Manage the menus, homepage sections and panels of a tenant site.'
      }
      title="Layout Management"
    >
      {selectedTenantId ? (
        // Keyed by tenant: a form half filled for one tenant does not carry over to another.
        <TabSections
          className="tw:flex tw:flex-col tw:gap-6"
          idPrefix={ID_PREFIX}
          items={TABS}
          key={selectedTenantId}
          label="Layout sections"
          onSelect={setTab}
          panels={{
            footer: <MenuTab menu="Footer" tenantId={selectedTenantId} />,
            header: <MenuTab menu="Header" tenantId={selectedTenantId} />,
            homepage: <HomepageTab tenantId={selectedTenantId} />,
            panels: <PanelsTab tenantId={selectedTenantId} />,
          }}
          selected={tab}
        />
      ) : (
        <EmptyState>Please select a tenant to manage its layout.</EmptyState>
      )}
    </PageFrame>
  )
}
