import type { PageProps } from '../../lib/types'
import { ArticleView } from '../../views/ArticleView'

/** A page's working copy, as its public URL shows it (the preview bar is drawn by the shell). */
export default function Page({ data }: PageProps<'page'>) {
  return data.shell ? <ArticleView route={data.view.route} tenant={data.shell.tenant} /> : null
}
