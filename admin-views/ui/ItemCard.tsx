import React from 'react'

import { cx } from './cx'

/** The grid of a card screen: one column, two from md, three from xl. */
export const CARD_GRID = 'tw:grid tw:grid-cols-1 tw:gap-4 tw:md:grid-cols-2 tw:xl:grid-cols-3'

export const CARD =
  'tw:flex tw:flex-col tw:gap-3 tw:rounded-xl tw:border tw:border-elev-150 tw:bg-surface tw:p-5'

const FOOT = 'tw:mt-auto tw:border-t tw:border-elev-100 tw:pt-3'

type Props = {
  /** The card's foot, under a rule: its buttons. */
  actions: React.ReactNode
  /** Extra classes of the foot (a row with a note left of the buttons). */
  actionsClassName?: string
  children: React.ReactNode
  /** The card's accessible name: the item's name or path. */
  label: string
  testId: string
}

/** One item of a card screen: its content, then its buttons at the foot. */
export const ItemCard = ({ actions, actionsClassName, children, label, testId }: Props) => (
  <article aria-label={label} className={CARD} data-testid={testId}>
    {children}
    <div className={cx(FOOT, actionsClassName)}>{actions}</div>
  </article>
)

type HeadingProps = {
  /** At the right: its status or a Default badge. */
  badge?: React.ReactNode
  /** Under the name in monospace: its address (a slug, a domain). */
  code?: string
  /** Under the name, where it is not an address. */
  subtitle?: React.ReactNode
  title: string
}

/** A card's heading: the item's name (one line), what identifies it under it, a badge at the right. */
export const CardHeading = ({ badge, code, subtitle, title }: HeadingProps) => (
  <div className="tw:flex tw:items-start tw:justify-between tw:gap-2">
    <div className="tw:min-w-0">
      <h2 className="tw:m-0 tw:truncate tw:text-lg tw:font-semibold">{title}</h2>
      {code && (
        <p className="tw:m-0 tw:truncate tw:font-mono tw:text-sm tw:text-elev-500">{code}</p>
      )}
      {subtitle}
    </div>
    {badge}
  </div>
)

/** A card's facts as a description list: terms left, values right. */
export const CardFacts = ({ children }: { children: React.ReactNode }) => (
  <dl className="tw:m-0 tw:grid tw:grid-cols-[auto_1fr] tw:gap-x-3 tw:gap-y-1 tw:text-sm">
    {children}
  </dl>
)

type FactProps = {
  children: React.ReactNode
  /** Classes of the value besides its margin (monospace, breaking long paths). */
  className?: string
  term: string
  testId?: string
}

/** One term of `CardFacts` with its value. */
export const Fact = ({ children, className, term, testId }: FactProps) => (
  <>
    <dt className="tw:text-elev-500">{term}</dt>
    <dd className={cx('tw:m-0', className)} data-testid={testId}>
      {children}
    </dd>
  </>
)

/** The 'Tenant' term of a card's facts, under All tenants only. */
export const TenantTerm = ({ name }: { name?: string }) =>
  name ? <Fact term="Tenant">{name}</Fact> : null

const BAR = 'tw:rounded tw:bg-elev-100'

type SkeletonProps = {
  /** The height and width of each grey bar of a card, top to bottom, before its button row. */
  bars: readonly string[]
  /** The width of the button row's bar. */
  buttonsWidth: string
  /** Read by assistive tech: 'Loading snippets...'. */
  label: string
  testId: string
}

/** While a card screen's list loads: six cards of the grid's shape (spec section 9). */
export const CardGridSkeleton = ({ bars, buttonsWidth, label, testId }: SkeletonProps) => (
  <div aria-busy="true" className={CARD_GRID} role="status">
    <span className="tw:sr-only">{label}</span>
    {Array.from({ length: 6 }, (_, index) => (
      <div
        aria-hidden="true"
        className={`${CARD} tw:animate-pulse`}
        data-testid={testId}
        key={index}
      >
        {bars.map((bar) => (
          <div className={`${bar} ${BAR}`} key={bar} />
        ))}
        <div className={`tw:mt-2 tw:h-8 ${buttonsWidth} tw:self-end ${BAR}`} />
      </div>
    ))}
  </div>
)
