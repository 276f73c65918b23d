'use client'
import { Gutter } from '@payloadcms/ui'
import React from 'react'

import { useAdminTenant } from '../providers/tenant'
import { PreviewButton } from './PreviewButton'
import { MAIN_CONTENT_ID } from './SkipLink'
import { TenantSelector } from './TenantSelector'
import { Notice } from '../ui/Notice'
import { SmallButton } from '../ui/SmallButton'

type Props = {
  /** The screen's own buttons, right of the title. */
  actions?: React.ReactNode
  children: React.ReactNode
  subtitle?: string
  title: string
}

/**
 * The admin page frame (spec admin-core §2): title, subtitle and actions; the tenant selector with its
 * Preview button; the line 'Managing content for {tenant}' or 'Viewing All tenants', and below it why
 * a chosen tenant could not be selected, when that happens. It is the page's `<main>`.
 */
export const PageFrame = ({ actions, children, subtitle, title }: Props) => {
  const { dismissTenantNotice, selectedTenant, tenantNotice } = useAdminTenant()
  return (
    // The main landmark, where 'Skip to main content' (shell/SkipLink) moves focus.
    <main className="tw:outline-none" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Gutter className="sg-admin tw:py-6">
        <header className="tw:mb-6 tw:flex tw:flex-col tw:gap-4">
          <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-3 tw:rounded-lg tw:border tw:border-elev-100 tw:bg-elev-50 tw:px-4 tw:py-2">
            <p className="tw:m-0 tw:text-sm tw:text-elev-600" data-testid="tenant-context">
              {selectedTenant ? (
                <>
                  Managing content for <strong>{selectedTenant.name}</strong>
                </>
              ) : (
                <>
                  Viewing <strong>All tenants</strong>
                </>
              )}
            </p>
            <div className="tw:flex tw:items-center tw:gap-2">
              <TenantSelector />
              {selectedTenant && <PreviewButton domain={selectedTenant.domain} newTab />}
            </div>
          </div>
          {tenantNotice && (
            <Notice
              className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-3 tw:px-4 tw:py-2"
              role="status"
              testId="tenant-notice"
              tone="warning"
            >
              <span>{tenantNotice}</span>
              <SmallButton onClick={dismissTenantNotice}>Dismiss</SmallButton>
            </Notice>
          )}
          <div className="tw:flex tw:flex-wrap tw:items-end tw:justify-between tw:gap-4">
            <div>
              <h1 className="tw:m-0 tw:text-3xl tw:font-semibold">{title}</h1>
              {subtitle && <p className="tw:mt-1 tw:mb-0 tw:text-elev-500">{subtitle}</p>}
            </div>
            {actions && (
              <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-2">{actions}</div>
            )}
          </div>
        </header>
        {children}
      </Gutter>
    </main>
  )
}
