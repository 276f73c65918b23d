import type { PublicTenant } from '../../src/services/public/types'
import { Html } from '../components/Html'
import { PanelLayout } from '../components/PanelLayout'
import { RelatedLinks } from '../components/RelatedLinks'
import { SiteLink } from '../components/SiteContext'
import { formatDate } from '../lib/format'
import type { PageRoute } from '../lib/types'

type Props = { route: PageRoute; tenant: PublicTenant }

/** A blog post or article page: /blog/{slug}, /page/{slug} and page-type URLs. */
export const ArticleView = ({ route, tenant }: Props) => {
  const { page } = route
  const published = formatDate(page.publishedAt)
  return (
    <PanelLayout panels={route.panels}>
      <article>
        <SiteLink
          href="/blog"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-brand"
        >
          <span aria-hidden="true">←</span> Back
        </SiteLink>
        <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-500">
          <span className="rounded-full bg-brand/10 px-3 py-1 text-xs font-semibold text-brand">
            {page.typeBadge}
          </span>
          {published && <time dateTime={page.publishedAt ?? undefined}>{published}</time>}
        </div>
        <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
          {page.title}
        </h1>
        {page.excerpt && (
          <p className="mt-4 text-xl leading-relaxed text-slate-600">{page.excerpt}</p>
        )}
        <p className="mt-6 flex items-center gap-3 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-brand text-xs font-bold text-white"
          >
            {tenant.name.charAt(0).toUpperCase()}
          </span>
          <span className="font-medium text-slate-900">{tenant.name}</span>
        </p>
        {page.featuredImage && (
          // Without JavaScript a failed image must hide itself: an <img> with no width of its own and
          // height:auto collapses when broken (min-width makes a loaded one fill the column), and the
          // attribution sits on the picture, clipped away with it. A broken image with alternative
          // text keeps that text, as it should; one without is decorative (alt="").
          <figure className="relative mt-8 overflow-hidden rounded-2xl bg-slate-100">
            <img
              src={page.featuredImage}
              alt={page.featuredImageAlt ?? ''}
              className="block h-auto max-w-full min-w-full"
            />
            {page.imageAttribution && (
              <figcaption className="absolute right-3 bottom-3 rounded-md bg-black/60 px-2 py-1 text-xs text-white">
                {page.imageAttribution}
              </figcaption>
            )}
          </figure>
        )}
        <div className="mt-10">
          {page.html.trim() ? (
            <Html html={page.html} className="prose prose-slate max-w-none sm:prose-lg" />
          ) : (
            <p className="text-slate-500 italic">Content coming soon...</p>
          )}
        </div>
      </article>
      {route.showRelated && <RelatedLinks title={route.relatedTitle} links={route.relatedPosts} />}
    </PanelLayout>
  )
}
