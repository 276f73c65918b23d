'use client'
import { Button } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import React from 'react'

import { ApiError, errorMessage } from '../../lib/api'
import { useAdminTenant } from '../../providers/tenant'
import { PageFrame } from '../../shell/PageFrame'
import { Card, Loading } from '../../ui/Card'
import { CodeBlock } from '../../ui/CodeBlock'
import { Detail } from '../../ui/Detail'
import { HtmlPreview } from '../../ui/HtmlPreview'
import { Notice } from '../../ui/Notice'
import type { TemplateDemoResult } from './demoPath'
import { demoRenderUrl, normaliseDemoPath } from './demoPath'
import { IdentifierChips, TemplateSummary } from './TemplateSummary'

/**
 * /admin/template-render/{tenantId}/{path}: one template page as the Template Demo renders it (drafts
 * and pending records included, unknown placeholders left visible), on a page of its own.
 */
export const TemplateRenderScreen = ({ segments = [] }: { segments?: string[] }) => {
  const [tenantId = '', ...rest] = segments
  const path = `/${rest.join('/')}`
  const { tenants } = useAdminTenant()
  const tenant = tenants.find((item) => item.id === tenantId)
  const shownPath = normaliseDemoPath(path)
  const url = demoRenderUrl(tenantId, path)
  const page = useQuery<TemplateDemoResult>({ enabled: Boolean(tenantId), queryKey: [url] })

  const back = (
    <Button buttonStyle="secondary" el="link" margin={false} size="medium" url="/admin/templates">
      ← Back to Dynamic pages
    </Button>
  )
  const subtitle = `${tenant ? `${tenant.name} · ` : ''}${decodeSafe(shownPath)}`

  if (page.isLoading) {
    return (
      <PageFrame actions={back} subtitle={subtitle} title="Template page">
        <Loading label="Rendering page..." />
      </PageFrame>
    )
  }

  if (page.isError || !page.data) {
    const notFound = page.error instanceof ApiError && page.error.status === 404
    return (
      <PageFrame
        actions={back}
        subtitle={subtitle}
        title={notFound ? 'Page not found' : 'Could not render this page'}
      >
        <Notice className="tw:p-5">
          <p className="tw:m-0 tw:font-semibold">
            {notFound
              ? `No template page exists at ${decodeSafe(shownPath)}.`
              : 'The page could not be rendered.'}
          </p>
          <p className="tw:mt-1 tw:mb-0">
            Error: {errorMessage(page.error, 'Failed to render template')}
          </p>
        </Notice>
      </PageFrame>
    )
  }

  const result = page.data
  return (
    <PageFrame actions={back} subtitle={subtitle} title={result.title || 'Template page'}>
      <div className="tw:grid tw:items-start tw:gap-6 tw:lg:grid-cols-[minmax(0,1fr)_300px]">
        <Card className="tw:min-w-0" title="Page">
          <HtmlPreview html={result.content} title={result.title || 'Rendered page'} />
        </Card>
        <div className="tw:flex tw:flex-col tw:gap-6">
          <Card title="Details">
            <dl className="tw:m-0 tw:flex tw:flex-col tw:gap-3">
              <Detail label="Template">
                <TemplateSummary template={result.template} />
              </Detail>
              <Detail label="Matched records">
                <span data-testid="render-matched">{result.matchedRecords}</span>
              </Detail>
              <Detail label={`Identifiers (${result.identifiers.length})`}>
                <IdentifierChips identifiers={result.identifiers} testId="render-identifiers" />
              </Detail>
            </dl>
          </Card>
          <details className="tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-5">
            <summary className="tw:cursor-pointer tw:font-semibold">HTML source</summary>
            <div className="tw:mt-3">
              <CodeBlock label="Rendered HTML source">{result.content}</CodeBlock>
            </div>
          </details>
        </div>
      </div>
    </PageFrame>
  )
}

const decodeSafe = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
