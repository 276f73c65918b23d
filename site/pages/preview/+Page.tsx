import type { PageProps } from '../../lib/types'
import { ArticleView } from '../../views/ArticleView'
import { TemplateView } from '../../views/TemplateView'

/**
 * A page's working copy, or a template's drawn for one record, as its public URL shows it (the
 * preview bar is drawn by the shell).
 */
export default function Page({ data }: PageProps<'page' | 'template'>) {
  const { view } = data
  if (view.kind === 'template') return <TemplateView view={view.view} />
  return data.shell ? <ArticleView route={view.route} tenant={data.shell.tenant} /> : null
}
