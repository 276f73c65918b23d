'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import type { PageReply } from '../../../src/schemas/pages'
import { formatDateTime } from '../../lib/format'
import { previewUrl } from '../../lib/preview'
import { useAdminTenant } from '../../providers/tenant'
import { Detail } from '../../ui/Detail'
import { Dialog } from '../../ui/Dialog'
import { PagePreview } from './PagePreview'
import { typeLabel } from './pageForm'
import { pageUrlOf } from './pageUrl'
import { PageStatusBadge } from './PageTable'
import { usePageChoices } from './queries'

type Props = {
  onClose: () => void
  onEdit: (page: PageReply) => void
  page: null | PageReply
  tenantName: (tenantId: null | string) => string
}

const NONE = <span className="tw:text-elev-500">None</span>

/** View (spec section 2.2): a page's details, read only, with its content as the site shows it. */
export const ViewPageDialog = ({ onClose, onEdit, page, tenantName }: Props) => {
  const { categories, pageTypes } = usePageChoices(page?.tenantId ?? null)
  const pageType = pageTypes.find((type) => type.id === page?.pageTypeId)
  const category = categories.find((c) => c.id === page?.categoryId)
  const { tenants } = useAdminTenant()
  const url = page ? pageUrlOf(page, pageTypes, categories) : undefined
  const domain = tenants.find((tenant) => tenant.id === page?.tenantId)?.domain
  return (
    <Dialog
      description={url}
      footer={
        page && (
          <>
            {page.status === 'published' && domain && url && (
              <Button
                buttonStyle="secondary"
                el="anchor"
                margin={false}
                newTab
                size="medium"
                url={previewUrl(domain, url)}
              >
                View page
              </Button>
            )}
            <Button
              buttonStyle="secondary"
              margin={false}
              onClick={() => onEdit(page)}
              size="medium"
            >
              Edit
            </Button>
          </>
        )
      }
      onClose={onClose}
      open={page !== null}
      size="xl"
      title={page?.title ?? 'Page'}
    >
      {page && (
        <div className="tw:flex tw:flex-col tw:gap-5">
          <dl className="tw:m-0 tw:grid tw:gap-4 tw:sm:grid-cols-2 tw:lg:grid-cols-3">
            <Detail label="Status">
              <PageStatusBadge status={page.status} />
            </Detail>
            <Detail label="Type">{typeLabel(page.type)}</Detail>
            <Detail label="Tenant">{tenantName(page.tenantId)}</Detail>
            <Detail label="Page Type">{pageType?.name ?? NONE}</Detail>
            <Detail label="Category">{category?.name ?? NONE}</Detail>
            <Detail label="Featured">{page.featured ? 'Yes' : 'No'}</Detail>
            <Detail label="Published">
              {page.publishedAt ? formatDateTime(page.publishedAt) : 'Not published'}
            </Detail>
            <Detail label="Created">{formatDateTime(page.createdAt)}</Detail>
            <Detail label="Updated">{formatDateTime(page.updatedAt)}</Detail>
            <Detail className="tw:sm:col-span-2 tw:lg:col-span-3" label="Excerpt">
              {page.excerpt || NONE}
            </Detail>
            <Detail label="SEO Title">{page.seoTitle || NONE}</Detail>
            <Detail className="tw:sm:col-span-1 tw:lg:col-span-2" label="SEO Description">
              {page.seoDescription || NONE}
            </Detail>
            <Detail className="tw:sm:col-span-2 tw:lg:col-span-3" label="Featured Image">
              {page.featuredImage ? (
                <figure className="tw:m-0 tw:flex tw:flex-col tw:gap-2 tw:sm:flex-row tw:sm:items-start">
                  <img
                    alt={page.featuredImageAlt || 'Featured image'}
                    className="tw:aspect-[16/9] tw:w-full tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:object-cover tw:sm:w-56"
                    src={page.featuredImage}
                  />
                  <figcaption className="tw:flex tw:min-w-0 tw:flex-col tw:gap-1 tw:text-sm">
                    {page.imageAttribution && <span>{page.imageAttribution}</span>}
                    <span className="tw:font-mono tw:text-elev-500 tw:break-all">
                      {page.featuredImage}
                    </span>
                  </figcaption>
                </figure>
              ) : (
                NONE
              )}
            </Detail>
          </dl>
          <section aria-labelledby="view-page-content" className="tw:flex tw:flex-col tw:gap-2">
            <h3 className="tw:m-0 tw:text-base tw:font-medium" id="view-page-content">
              Content
            </h3>
            <PagePreview markdown={page.content} title={`Content of ${page.title}`} />
          </section>
        </div>
      )}
    </Dialog>
  )
}
