import type { DevBannerData } from '../lib/types'
import { withSimulateDomain } from '../lib/links'

type Props = { banner: DevBannerData }

const DOT: Record<string, string> = { active: 'bg-green-500', setup: 'bg-amber-500' }

const StatusDot = ({ status }: { status: string }) => (
  <span
    aria-hidden="true"
    className={`inline-block size-2 shrink-0 rounded-full ${DOT[status] ?? 'bg-slate-400'}`}
  />
)

/**
 * Dev hosts only (localhost, *.localhost, preview hosts). Switching tenant is a plain link list in a
 * <details> disclosure, so even the banner needs no JavaScript.
 */
export const DevBanner = ({ banner }: Props) => {
  const current = banner.tenants.find((t) => t.domain === banner.domain)
  return (
    <div
      role="region"
      aria-label="Development mode"
      className="relative z-30 border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <span className="rounded bg-amber-400 px-2 py-0.5 text-xs font-bold tracking-wide uppercase">
          Dev mode
        </span>
        <span className="flex min-w-0 items-center gap-2">
          {current && <StatusDot status={current.status} />}
          <span className="truncate">
            <span className="hidden sm:inline">Viewing </span>
            <strong>{current?.name ?? 'no tenant'}</strong>{' '}
            <span className="hidden text-amber-800 sm:inline">({banner.domain})</span>
          </span>
        </span>
        <details className="group relative">
          <summary className="cursor-pointer list-none rounded-md border border-amber-400 bg-amber-50 px-3 py-1 font-medium hover:bg-white">
            Switch tenant{' '}
            <span aria-hidden="true" className="inline-block transition group-open:rotate-180">
              ▾
            </span>
          </summary>
          <ul className="absolute left-0 z-40 mt-2 max-h-80 w-72 overflow-auto rounded-lg border border-amber-200 bg-white p-1 text-slate-800 shadow-lg">
            {banner.tenants.map((t) => (
              <li key={t.domain}>
                <a
                  href={withSimulateDomain('/', t.domain)}
                  aria-current={t.domain === banner.domain ? 'true' : undefined}
                  className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-amber-50 aria-[current]:bg-amber-100"
                >
                  <StatusDot status={t.status} />
                  <span className="min-w-0 flex-1 truncate">{t.name}</span>
                  <span className="text-xs text-slate-500">{t.status}</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
        <a
          href="/admin"
          className="ml-auto font-medium underline underline-offset-2 hover:text-amber-700"
        >
          Back to admin
        </a>
      </div>
    </div>
  )
}
