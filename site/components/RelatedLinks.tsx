import type { RelatedLink } from '../../src/services/public/types'
import { displayTitle, formatDate } from '../lib/format'
import { LinkGrid } from './LinkGrid'

type Props = { title: string; links: RelatedLink[] }

/** 'Related Posts' under an article, or the template's relatedPagesTitle under a generated page. */
export const RelatedLinks = ({ links, title }: Props) =>
  links.length === 0 ? null : (
    <section aria-label={title} className="mt-12 border-t border-slate-200 pt-10">
      <h2 className="mb-5 text-xl font-bold tracking-tight text-slate-900">{title}</h2>
      <LinkGrid
        items={links}
        href={(link) => link.url}
        linkClassName="group flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-brand/40 hover:shadow-md"
      >
        {(link) => {
          const date = formatDate(link.liveDate)
          return (
            <>
              <span className="font-semibold leading-snug text-slate-900 group-hover:text-brand">
                {displayTitle(link.title)}
              </span>
              {link.description && (
                <span className="line-clamp-2 text-sm text-slate-600">{link.description}</span>
              )}
              {date && <span className="mt-auto text-xs text-slate-500">{date}</span>}
            </>
          )
        }}
      </LinkGrid>
    </section>
  )
