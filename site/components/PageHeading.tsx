import type { ReactNode } from 'react'

type Props = { title: string; description?: string | null; above?: ReactNode; children?: ReactNode }

/** The band at the top of list pages (blog, category, catalog). */
export const PageHeading = ({ above, children, description, title }: Props) => (
  <div className="border-b border-slate-200 bg-gradient-to-b from-brand/5 to-transparent">
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      {above}
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {description && <p className="mt-3 max-w-2xl text-lg text-slate-600">{description}</p>}
      {children}
    </div>
  </div>
)
