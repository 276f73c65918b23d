import type { TemplateCard } from '../../src/services/public/types'
import { displayTitle } from '../lib/format'
import { Cover } from './Cover'
import { LinkGrid } from './LinkGrid'

type Props = { cards: TemplateCard[] }

/** The line under a card's title: its identifiers when they say more than the title, else its URL. */
const subtitle = (card: TemplateCard) => {
  const ids = card.identifiers.join(' · ')
  return ids && ids.toLowerCase() !== card.title.toLowerCase() ? ids : card.url
}

/** Generated pages of a template, as cards linking to each page. */
export const TemplateCards = ({ cards }: Props) => (
  <LinkGrid
    items={cards}
    href={(card) => card.url}
    linkClassName="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md"
  >
    {(card) => (
      <>
        <Cover
          image={null}
          title={card.identifiers[0] || card.title}
          className="size-14 shrink-0 rounded-xl [&>span]:text-2xl [&>span]:text-white/80"
        />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900 group-hover:text-brand">
            {displayTitle(card.title)}
          </span>
          <span className="mt-1 block truncate text-xs text-slate-500">{subtitle(card)}</span>
        </span>
      </>
    )}
  </LinkGrid>
)
