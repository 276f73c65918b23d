import { paginationWindow } from '../lib/pagination'
import { SiteLink } from './SiteContext'

type Props = { basePath: string; current: number; total: number }

const pageHref = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath}?page=${page}`

const item = 'grid h-10 min-w-10 place-items-center rounded-lg px-3 text-sm font-medium'

/** Numbered pages with Previous and Next; links, so it works without JavaScript and crawlers follow it. */
export const Pagination = ({ basePath, current, total }: Props) => {
  if (total <= 1) return null
  const edge = (page: number, label: string, enabled: boolean) =>
    enabled ? (
      <SiteLink
        href={pageHref(basePath, page)}
        rel={label === 'Next' ? 'next' : 'prev'}
        className={`${item} border border-slate-200 hover:border-brand hover:text-brand`}
      >
        {label}
      </SiteLink>
    ) : (
      <span aria-disabled="true" className={`${item} border border-slate-100 text-slate-300`}>
        {label}
      </span>
    )
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {edge(current - 1, 'Previous', current > 1)}
      {paginationWindow(current, total).map((slot) =>
        slot.kind === 'gap' ? (
          <span key={slot.key} aria-hidden="true" className={`${item} text-slate-400`}>
            …
          </span>
        ) : slot.page === current ? (
          <span key={slot.page} aria-current="page" className={`${item} bg-brand text-white`}>
            {slot.page}
          </span>
        ) : (
          <SiteLink
            key={slot.page}
            href={pageHref(basePath, slot.page)}
            className={`${item} text-slate-700 hover:bg-brand/10 hover:text-brand`}
          >
            {String(slot.page)}
          </SiteLink>
        ),
      )}
      {edge(current + 1, 'Next', current < total)}
    </nav>
  )
}
