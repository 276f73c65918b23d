'use client'
import { Button } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import React, { useId, useState } from 'react'

import { api, errorMessage } from '../../lib/api'
import { useAdminTenant } from '../../providers/tenant'
import { Card } from '../../ui/Card'
import { CodeBlock } from '../../ui/CodeBlock'
import { Detail } from '../../ui/Detail'
import { HtmlPreview } from '../../ui/HtmlPreview'
import { Notice } from '../../ui/Notice'
import { SmallButton } from '../../ui/SmallButton'
import { SubmitButton } from '../../ui/SubmitButton'
import { ToggleButtons } from '../../ui/ToggleButtons'
import type { TemplateDemoResult } from './demoPath'
import { demoRenderUrl, normaliseDemoPath } from './demoPath'
import { IdentifierChips, TemplateSummary } from './TemplateSummary'

/** The demo site's templates: /instrument/{name} and /compare/{name}-vs-{name} (src/services/seed). */
const DEMO_EXAMPLES = [
  { label: 'Keyboard', path: '/instrument/keyboard' },
  { label: 'Piano', path: '/instrument/piano' },
  { label: 'Keyboard vs Piano', path: '/compare/keyboard-vs-piano' },
]

/** Template Demo: renders a test path with the tenant's templates (drafts and pending records included). */
export const TemplateDemo = () => {
  const { selectedTenant, selectedTenantId } = useAdminTenant()
  const [path, setPath] = useState('')
  const inputId = useId()

  const render = useMutation({
    mutationFn: ({ path: testPath, tenantId }: { path: string; tenantId: string }) =>
      api<TemplateDemoResult>(demoRenderUrl(tenantId, testPath)),
  })

  const generate = (event?: React.FormEvent) => {
    event?.preventDefault()
    if (!selectedTenantId || !path.trim()) return
    render.mutate({ path, tenantId: selectedTenantId })
  }

  const shownPath = render.variables?.path ? normaliseDemoPath(render.variables.path) : ''

  return (
    <div className="tw:flex tw:flex-col tw:gap-6">
      <Card title="Try a URL">
        <form className="tw:flex tw:flex-col tw:gap-4" onSubmit={generate}>
          {!selectedTenantId && (
            <Notice className="tw:px-4 tw:py-3" role="status" tone="warning">
              Select a tenant in the header: the demo renders a path with that tenant&apos;s
              templates.
            </Notice>
          )}
          <div className="tw:flex tw:flex-col tw:gap-1">
            <label className="tw:font-medium" htmlFor={inputId}>
              Test URL path
            </label>
            <div className="tw:flex tw:flex-col tw:gap-2 tw:sm:flex-row">
              <input
                className="sg-input tw:font-mono"
                id={inputId}
                onChange={(event) => setPath(event.target.value)}
                placeholder="/instrument/keyboard"
                value={path}
              />
              <SubmitButton
                className="tw:shrink-0 tw:whitespace-nowrap"
                disabled={!selectedTenantId || !path.trim() || render.isPending}
              >
                {render.isPending ? 'Generating...' : 'Generate Page'}
              </SubmitButton>
            </div>
            <p className="tw:m-0 tw:text-sm tw:text-elev-500">
              {selectedTenant
                ? `Rendered with the templates of ${selectedTenant.name}, drafts and pending records included.`
                : 'Examples use the demo music store.'}
            </p>
          </div>
          <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-2">
            <span className="tw:text-sm tw:text-elev-500">Examples:</span>
            {DEMO_EXAMPLES.map((example) => (
              <SmallButton key={example.path} onClick={() => setPath(example.path)}>
                {example.label}
              </SmallButton>
            ))}
          </div>
        </form>
      </Card>

      {render.isError && (
        <Notice>Error: {errorMessage(render.error, 'Failed to render template')}</Notice>
      )}

      {render.isSuccess && render.variables && (
        <DemoResult path={shownPath} result={render.data} tenantId={render.variables.tenantId} />
      )}
    </div>
  )
}

const DemoResult = ({
  path,
  result,
  tenantId,
}: {
  path: string
  result: TemplateDemoResult
  tenantId: string
}) => {
  const [view, setView] = useState<'preview' | 'source'>('preview')
  return (
    <section aria-label="Generated page" className="tw:flex tw:flex-col tw:gap-6">
      <Card
        actions={
          <Button
            buttonStyle="secondary"
            el="link"
            margin={false}
            size="small"
            url={`/admin/template-render/${tenantId}${path}`}
          >
            Open full page
          </Button>
        }
        title="Generated page"
      >
        <dl className="tw:m-0 tw:grid tw:gap-4 tw:sm:grid-cols-2 tw:xl:grid-cols-4">
          <Stat label="Title">
            <span data-testid="demo-title">{result.title}</span>
          </Stat>
          <Stat label="Matched records">
            <span data-testid="demo-matched">{result.matchedRecords}</span>
          </Stat>
          <Stat label={`Identifiers (${result.identifiers.length})`}>
            <IdentifierChips identifiers={result.identifiers} testId="demo-identifiers" />
          </Stat>
          <Stat label="Template">
            <TemplateSummary template={result.template} />
          </Stat>
        </dl>
      </Card>

      <Card
        actions={
          <ToggleButtons
            label="Content view"
            onSelect={setView}
            options={[
              { label: 'Rendered view', value: 'preview' },
              { label: 'HTML source', value: 'source' },
            ]}
            selected={view}
          />
        }
        title="Rendered content"
      >
        {view === 'preview' ? (
          <HtmlPreview html={result.content} title="Rendered content" />
        ) : (
          <CodeBlock label="Rendered HTML source">{result.content}</CodeBlock>
        )}
      </Card>

      <Card title="Template source">
        <CodeBlock label="Template source">{result.template.content ?? ''}</CodeBlock>
      </Card>
    </section>
  )
}

const Stat = ({ children, label }: { children: React.ReactNode; label: string }) => (
  <Detail className="tw:rounded-lg tw:bg-elev-50 tw:p-3" label={label}>
    {children}
  </Detail>
)
