import type { TemplateCardSet } from '../../src/services/public/types'
import { PageHeading } from '../components/PageHeading'
import { Pagination } from '../components/Pagination'
import { Notice } from '../components/Section'
import { TemplateCards } from '../components/TemplateCards'

type Props = { set: TemplateCardSet; path: string }

/** /template-catalog/{slug} (and the template's index URL): every page the template generates. */
export const CatalogView = ({ path, set }: Props) => (
  <>
    <PageHeading
      title={set.name}
      description={`${set.total} ${set.total === 1 ? 'page' : 'pages'} to explore.`}
    />
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {set.cards.length ? (
        <TemplateCards cards={set.cards} />
      ) : (
        <Notice title="No Content Available" />
      )}
      {set.pagination && (
        <Pagination
          basePath={path}
          current={set.pagination.currentPage}
          total={set.pagination.totalPages}
        />
      )}
    </div>
  </>
)
