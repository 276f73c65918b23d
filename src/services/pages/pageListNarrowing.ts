import type { PageListQuery } from '../../schemas/pages'
import type { ListNarrowing } from '../common/tenantCrud'
import { foldText } from '../../utilities/foldText'

/**
 * What `?search=` and `?status=` narrow the page list to: the status on the database; the search in
 * the title or slug, ignoring case and accents ('creme' finds 'Crème brûlée'), which no query both
 * databases share can do, so each page of the tenant's list is tested.
 */
export const pageListNarrowing = ({ search, status }: PageListQuery): ListNarrowing => {
  const words = search ? foldText(search) : ''
  return {
    filter: status ? { status: { equals: status } } : undefined,
    keep: words
      ? (page) => foldText(`${String(page.title ?? '')} ${String(page.slug ?? '')}`).includes(words)
      : undefined,
  }
}
