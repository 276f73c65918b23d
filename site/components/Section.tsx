import type { ReactNode } from 'react'

import { SiteLink } from './SiteContext'

type Props = { title: string; action?: { label: string; href: string } | null; children: ReactNode }

/** A titled block of the homepage or a page, with an optional link at the heading's end. */
export const Section = ({ action, children, title }: Props) => (
  <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
      {action && (
        <SiteLink
          href={action.href}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          {action.label} <span aria-hidden="true">→</span>
        </SiteLink>
      )}
    </div>
    {children}
  </section>
)

/** A short centred notice: empty lists and not-found screens. */
export const Notice = ({ title, children }: { title: string; children?: ReactNode }) => (
  <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
    <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
    {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
  </div>
)
