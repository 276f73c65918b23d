import { SiteLink } from './SiteContext'

type Props = { trail: { name: string; path: string; linked?: boolean }[] }

/** Home, then each category of the path; the last one is where the reader is, so it is not a link. */
export const Breadcrumbs = ({ trail }: Props) => {
  const crumbs = [{ name: 'Home', path: '/' }, ...trail]
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-300">
                  /
                </span>
              )}
              {last || crumb.linked === false ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-slate-900' : undefined}
                >
                  {crumb.name}
                </span>
              ) : (
                <SiteLink href={crumb.path} className="hover:text-brand">
                  {crumb.name}
                </SiteLink>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
