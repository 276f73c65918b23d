import type { BrowseCategoryResult } from '../../src/services/public/types'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { PageHeading } from '../components/PageHeading'
import { Pagination } from '../components/Pagination'
import { PostGrid } from '../components/PostCard'
import { Notice } from '../components/Section'
import { LinkGrid } from '../components/LinkGrid'
import { categoryTrail } from '../lib/jsonLd'

type Props = { browse: BrowseCategoryResult }

export const CategoryView = ({ browse }: Props) => {
  const { category, pages, pagination, subcategories } = browse
  const empty = subcategories.length === 0 && pages.length === 0
  return (
    <>
      <PageHeading
        title={category.name}
        description={category.description}
        above={<Breadcrumbs trail={categoryTrail(browse)} />}
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6">
        {empty && (
          <Notice title="No Content Available">There is nothing in this category yet.</Notice>
        )}
        {subcategories.length > 0 && (
          <section aria-labelledby="subcategories">
            <h2 id="subcategories" className="mb-4 text-xl font-bold text-slate-900">
              Subcategories
            </h2>
            <LinkGrid
              items={subcategories}
              href={(sub) => sub.path}
              linkClassName="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md"
            >
              {(sub) => (
                <>
                  <span className="flex items-center justify-between font-semibold text-slate-900 group-hover:text-brand">
                    {sub.name}{' '}
                    <span aria-hidden="true" className="text-slate-300 group-hover:text-brand">
                      →
                    </span>
                  </span>
                  {sub.description && (
                    <span className="mt-2 text-sm text-slate-600">{sub.description}</span>
                  )}
                </>
              )}
            </LinkGrid>
          </section>
        )}
        {pages.length > 0 && (
          <section aria-labelledby="pages">
            <h2 id="pages" className="mb-4 text-xl font-bold text-slate-900">
              Pages{' '}
              <span className="text-base font-normal text-slate-500">
                ({pagination.totalItems})
              </span>
            </h2>
            <PostGrid posts={pages} variant="category" />
            <Pagination
              basePath={category.path}
              current={pagination.currentPage}
              total={pagination.totalPages}
            />
          </section>
        )}
      </div>
    </>
  )
}
