'use client'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import React, { useEffect } from 'react'

import type { DatasetReply } from '../../../endpoints/schemas/datasets'
import type { FieldReply } from '../../../endpoints/schemas/fields'
import type { PanelReply } from '../../../endpoints/schemas/panels'
import type { TemplateReply } from '../../../endpoints/schemas/templates'
import { autoIdentifierField, urlPlaceholders } from '../../../src/render/urlPattern'
import { notifyError } from '../../lib/toast'

export type { TemplateReply }

/** What GET /api/render-template/{tenantId}{path}?mode=admin answers (the Template Demo). */
export type TemplateDemoResult = {
  content: string
  identifiers: string[]
  matchedRecords: number
  template: TemplateReply
  title: string
}

export const PANEL_SLOTS = [
  { key: 'topPanelId', label: 'Top panel' },
  { key: 'bottomPanelId', label: 'Bottom panel' },
  { key: 'leftPanelId', label: 'Left panel' },
  { key: 'rightPanelId', label: 'Right panel' },
] as const

export type PanelSlotKey = (typeof PANEL_SLOTS)[number]['key']

/** The template lists (per tenant and all), the dashboard's count and the homepage cards. */
export const invalidateTemplates = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) => {
        const first = String(query.queryKey[0] ?? '')
        return (
          first.startsWith('/api/templates') ||
          first.startsWith('/api/template-cards') ||
          first.startsWith('/api/render-template')
        )
      },
    }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
  ])

/**
 * A path as the user typed it, made safe for the render call: a leading '/', no query or fragment, and
 * each segment percent-encoded once (typed '%20' stays '%20').
 */
export const normaliseDemoPath = (raw: string): string => {
  const clean = raw.trim().split(/[?#]/)[0] ?? ''
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`
  return withSlash
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment))
      } catch {
        return encodeURIComponent(segment)
      }
    })
    .join('/')
}

export const demoRenderUrl = (tenantId: string, path: string) =>
  `/api/render-template/${tenantId}${normaliseDemoPath(path)}?mode=admin`

/** The datasets for the template's dataset select. */
export const useDatasets = () => useQuery<DatasetReply[]>({ queryKey: ['/api/datasets'] })

/** The fields of a dataset (none without a dataset). */
export const useDatasetFields = (datasetId: null | string | undefined) =>
  useQuery<FieldReply[]>({
    enabled: Boolean(datasetId),
    queryKey: ['/api/datasets', datasetId ?? '', 'fields'],
  })

/** A tenant's panels; pickers offer only the active ones. A failed load shows 'Failed to fetch panels'. */
export const useActivePanels = (tenantId: null | string | undefined) => {
  const query = useQuery<PanelReply[]>({
    enabled: Boolean(tenantId),
    queryKey: ['/api/panels', tenantId ?? ''],
  })
  const failed = query.isError
  useEffect(() => {
    if (failed) notifyError('Failed to fetch panels')
  }, [failed])
  return { ...query, active: (query.data ?? []).filter((panel) => panel.isActive) }
}

/** The hint under the URL pattern: which placeholders it has and what becomes the identifier field. */
export const urlPatternHint = (pattern: string): string => {
  const placeholders = urlPlaceholders(pattern)
  if (placeholders.length === 0)
    return 'Use {field} segments, e.g. /instrument/{name}. A field may repeat: /compare/{name}-vs-{name}.'
  const auto = autoIdentifierField(pattern)
  if (auto) return `Identifier field detected from the URL pattern: ${auto}`
  return `Placeholders: ${placeholders.join(', ')}. Choose the identifier field yourself.`
}

type PanelSelectsProps = {
  disabled?: boolean
  idPrefix: string
  /** Panel ids currently set; an inactive panel that is set stays listed, marked inactive. */
  panels: PanelReply[]
  register: (key: PanelSlotKey) => React.SelectHTMLAttributes<HTMLSelectElement> & { name: string }
  tenantChosen: boolean
  values: Partial<Record<PanelSlotKey, null | string | undefined>>
  loading?: boolean
}

/** The four panel selects (top, bottom, left, right) with a 'No panel' option, active panels only. */
export const PanelSelects = ({
  disabled,
  idPrefix,
  loading,
  panels,
  register,
  tenantChosen,
  values,
}: PanelSelectsProps) => {
  const active = panels.filter((panel) => panel.isActive)
  return (
    <div className="tw:grid tw:gap-3 tw:sm:grid-cols-2">
      {PANEL_SLOTS.map((slot) => {
        const current = values[slot.key]
        const inactiveCurrent = current
          ? panels.find((panel) => panel.id === current && !panel.isActive)
          : undefined
        const id = `${idPrefix}-${slot.key}`
        return (
          <div className="tw:flex tw:flex-col tw:gap-1" key={slot.key}>
            <label className="tw:font-medium" htmlFor={id}>
              {slot.label}
            </label>
            {/* Remounted once the panels arrive, so the form's value finds its option. */}
            <select
              className="sg-select"
              disabled={disabled || !tenantChosen || loading}
              id={id}
              key={loading ? 'loading' : 'ready'}
              {...register(slot.key)}
            >
              <option value="">{loading ? 'Loading panels...' : 'No panel'}</option>
              {inactiveCurrent && (
                <option value={inactiveCurrent.id}>{`${inactiveCurrent.name} (inactive)`}</option>
              )}
              {active.map((panel) => (
                <option key={panel.id} value={panel.id}>
                  {panel.name}
                </option>
              ))}
            </select>
          </div>
        )
      })}
      {!tenantChosen && (
        <p className="tw:m-0 tw:text-sm tw:text-elev-500 tw:sm:col-span-2">
          Choose a tenant to assign its panels.
        </p>
      )}
      {tenantChosen && !loading && active.length === 0 && (
        <p className="tw:m-0 tw:text-sm tw:text-elev-500 tw:sm:col-span-2">
          This tenant has no active panels yet (Layout → Panels).
        </p>
      )}
    </div>
  )
}

type ChipsProps = {
  datasetId: null | string | undefined
  onContent: (token: string) => void
  onUrl: (token: string) => void
}

/** The chosen dataset's fields as chips: insert #field# into the content or {field} into the URL pattern. */
export const DatasetFieldChips = ({ datasetId, onContent, onUrl }: ChipsProps) => {
  const fields = useDatasetFields(datasetId)
  if (!datasetId)
    return <p className="tw:m-0 tw:text-sm tw:text-elev-500">Choose a dataset to see its fields.</p>
  if (fields.isLoading)
    return <p className="tw:m-0 tw:text-sm tw:text-elev-500">Loading fields...</p>
  if (fields.isError)
    return <p className="tw:m-0 tw:text-sm tw:text-error-500">Failed to load the dataset fields</p>
  const list = [...(fields.data ?? [])].sort(
    (a, b) => a.order - b.order || a.name.localeCompare(b.name),
  )
  if (list.length === 0)
    return <p className="tw:m-0 tw:text-sm tw:text-elev-500">This dataset has no fields yet.</p>
  return (
    <div className="tw:flex tw:flex-col tw:gap-3" data-testid="dataset-fields">
      <ChipRow
        label="Insert into content"
        list={list.map((f) => f.name)}
        onPick={(name) => onContent(`#${name}#`)}
        render={(name) => `#${name}#`}
      />
      <ChipRow
        label="Insert into URL pattern"
        list={list.map((f) => f.name)}
        onPick={(name) => onUrl(`{${name}}`)}
        render={(name) => `{${name}}`}
      />
    </div>
  )
}

const ChipRow = ({
  label,
  list,
  onPick,
  render,
}: {
  label: string
  list: string[]
  onPick: (name: string) => void
  render: (name: string) => string
}) => (
  <div className="tw:flex tw:flex-col tw:gap-1.5">
    <span className="tw:text-xs tw:font-semibold tw:uppercase tw:tracking-wide tw:text-elev-500">
      {label}
    </span>
    <div className="tw:flex tw:flex-wrap tw:gap-1.5">
      {list.map((name) => (
        <button
          aria-label={`${label}: ${render(name)}`}
          className="tw:cursor-pointer tw:rounded-full tw:border tw:border-elev-150 tw:bg-elev-50 tw:px-2.5 tw:py-0.5 tw:font-mono tw:text-xs tw:text-elev-800 tw:hover:border-elev-400 tw:hover:bg-elev-100"
          key={name}
          onClick={() => onPick(name)}
          type="button"
        >
          {render(name)}
        </button>
      ))}
    </div>
  </div>
)

/** Inserts text into a text control at the caret (or the end) and returns the new value. */
export const insertAtCaret = (
  element: HTMLInputElement | HTMLTextAreaElement | null,
  current: string,
  token: string,
): string => {
  const start = element?.selectionStart ?? current.length
  const end = element?.selectionEnd ?? current.length
  const next = current.slice(0, start) + token + current.slice(end)
  if (element) {
    requestAnimationFrame(() => {
      element.focus()
      element.setSelectionRange(start + token.length, start + token.length)
    })
  }
  return next
}

/** The placeholder syntax, for the create dialog and the editor. */
export const SyntaxHelp = () => (
  <details className="tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:px-4 tw:py-3 tw:text-sm">
    <summary className="tw:cursor-pointer tw:font-medium">Syntax help</summary>
    <dl className="tw:mt-3 tw:mb-0 tw:grid tw:gap-x-4 tw:gap-y-2 tw:sm:grid-cols-[max-content_1fr]">
      <SyntaxRow code="#field#">
        The field&apos;s value from the matched record, e.g. #name#.
      </SyntaxRow>
      <SyntaxRow code="#field[1]#, #field[2]#">
        The first or second matched record, for comparison pages.
      </SyntaxRow>
      <SyntaxRow code="#snippet-tag#">
        An active snippet of the tenant, inserted by its tag.
      </SyntaxRow>
      <SyntaxRow code="{a|b|c}">
        Spintax in panels and snippets: one option is picked at random.
      </SyntaxRow>
      <SyntaxRow code="/instrument/{field}">
        URL segments name dataset fields; with exactly one placeholder it becomes the identifier
        field.
      </SyntaxRow>
      <SyntaxRow code="/compare/{name}-vs-{name}">
        A repeated placeholder matches two records (#name[1]# and #name[2]#).
      </SyntaxRow>
    </dl>
  </details>
)

const SyntaxRow = ({ children, code }: { children: React.ReactNode; code: string }) => (
  <>
    <dt>
      <code className="tw:rounded tw:bg-elev-100 tw:px-1.5 tw:py-0.5 tw:font-mono tw:text-xs">
        {code}
      </code>
    </dt>
    <dd className="tw:m-0 tw:text-elev-600">{children}</dd>
  </>
)

/** An on/off switch drawn like a toggle, a checkbox for forms and assistive tech. */
export const Switch = ({
  id,
  label,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) => (
  <label className="tw:inline-flex tw:cursor-pointer tw:items-center tw:gap-3" htmlFor={id}>
    <input className="tw:peer tw:sr-only" id={id} role="switch" type="checkbox" {...input} />
    <span
      aria-hidden="true"
      className="tw:relative tw:h-6 tw:w-11 tw:shrink-0 tw:rounded-full tw:bg-elev-200 tw:transition-colors tw:peer-checked:bg-success-500 tw:peer-focus-visible:ring-2 tw:peer-focus-visible:ring-elev-400 tw:after:absolute tw:after:top-0.5 tw:after:left-0.5 tw:after:h-5 tw:after:w-5 tw:after:rounded-full tw:after:bg-white tw:after:shadow tw:after:transition-transform tw:peer-checked:after:translate-x-5"
    />
    <span className="tw:font-medium">{label}</span>
  </label>
)

/** Rendered HTML in a sandboxed frame (no scripts), grown to its content's height. */
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
      }}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      style={{ height }}
      title={title}
    />
  )
}

/** An identifier value exactly as matched (no case change). */
export const IdentifierChip = ({ children }: { children: string }) => (
  <span className="tw:inline-flex tw:items-center tw:rounded-full tw:bg-elev-100 tw:px-2.5 tw:py-0.5 tw:font-mono tw:text-xs tw:text-elev-800">
    {children}
  </span>
)

/** Source text in a scrolling monospace block. */
export const CodeBlock = ({ children, label }: { children: string; label: string }) => (
  <pre
    aria-label={label}
    className="tw:m-0 tw:max-h-96 tw:overflow-auto tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:p-3 tw:font-mono tw:text-xs tw:leading-relaxed tw:whitespace-pre-wrap tw:text-elev-800"
  >
    {children}
  </pre>
)
