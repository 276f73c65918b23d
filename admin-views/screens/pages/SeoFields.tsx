'use client'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { CategoryReply } from '../../../src/schemas/categories'
import type { PageReply } from '../../../src/schemas/pages'
import type { PageTypeReply } from '../../../src/schemas/pageTypes'
import { fieldBinder } from '../../lib/form'
import { previewUrl } from '../../lib/preview'
import { useAdminTenant } from '../../providers/tenant'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import type { PageFormValues } from './pageForm'
import { pageUrlOf } from './pageUrl'

/** Search engines show about this many characters of a title and of a description. */
const TITLE_SHOWN = 60
const DESCRIPTION_SHOWN = 160

const counter = (length: number, shown: number) =>
  `${length} / ${shown} characters${length > shown ? ' (search results cut the rest)' : ''}`

type Props = {
  categories: CategoryReply[]
  /** The page as saved, when editing: a published one gets a View link to its live URL. */
  editing: null | PageReply
  form: UseFormReturn<PageFormValues>
  formId: string
  pageTypes: PageTypeReply[]
  /** The page's tenant, whose domain the View link previews. */
  tenantId: null | string
}

/**
 * The SEO tab: title and description with their counters, and how a search result would show them,
 * under the URL the site serves the page at (its page type's prefix or category path included).
 */
export const SeoFields = ({ categories, editing, form, formId, pageTypes, tenantId }: Props) => {
  const field = fieldBinder(form, formId)
  const { tenants } = useAdminTenant()
  const [seoTitle, seoDescription, title, excerpt, slug, pageTypeId, categoryId, type] = form.watch(
    ['seoTitle', 'seoDescription', 'title', 'excerpt', 'slug', 'pageTypeId', 'categoryId', 'type'],
  )
  const url = pageUrlOf(
    { categoryId, pageTypeId, slug: slug || 'page-slug', type },
    pageTypes,
    categories,
  )
  const domain = tenants.find((tenant) => tenant.id === tenantId)?.domain
  const live =
    editing?.status === 'published' && domain
      ? previewUrl(domain, pageUrlOf(editing, pageTypes, categories))
      : null
  const shownTitle = seoTitle.trim() || title.trim() || 'Page title'
  const shownDescription =
    seoDescription.trim() || excerpt.trim() || 'A short description of the page.'
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <TextField
        hint={counter(seoTitle.length, TITLE_SHOWN)}
        label="SEO Title"
        placeholder={title || 'The title search results show'}
        {...field('seoTitle', { id: 'seo-title' })}
      />
      <TextAreaField
        hint={counter(seoDescription.length, DESCRIPTION_SHOWN)}
        label="SEO Description"
        rows={3}
        {...field('seoDescription', { id: 'seo-description' })}
      />
      <section
        aria-labelledby={`${formId}-serp-heading`}
        className="tw:flex tw:flex-col tw:gap-1 tw:rounded-lg tw:border tw:border-elev-150 tw:p-4"
      >
        <h3
          className="tw:m-0 tw:text-sm tw:font-medium tw:text-elev-500"
          id={`${formId}-serp-heading`}
        >
          Search result preview
        </h3>
        <p className="tw:m-0 tw:text-sm tw:text-success-750 tw:break-all" data-testid="serp-url">
          {url}
        </p>
        <p
          className="tw:m-0 tw:text-lg tw:font-medium tw:break-all tw:text-text"
          data-testid="serp-title"
        >
          {shownTitle.length > TITLE_SHOWN ? `${shownTitle.slice(0, TITLE_SHOWN)}...` : shownTitle}
        </p>
        <p
          className="tw:m-0 tw:text-sm tw:break-all tw:text-elev-600"
          data-testid="serp-description"
        >
          {shownDescription.length > DESCRIPTION_SHOWN
            ? `${shownDescription.slice(0, DESCRIPTION_SHOWN)}...`
            : shownDescription}
        </p>
        {live && (
          <a
            className="tw:self-start tw:text-sm tw:font-medium tw:text-elev-800 tw:underline"
            href={live}
            rel="noreferrer"
            target="_blank"
          >
            View the published page<span className="tw:sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </section>
    </div>
  )
}
