import type { PageProps } from '../../lib/types'
import { ArticleView } from '../../views/ArticleView'
import { CatalogView } from '../../views/CatalogView'
import { CategoryView } from '../../views/CategoryView'
import { TemplateView } from '../../views/TemplateView'

type Props = PageProps<'page' | 'category' | 'template' | 'catalog'>

/** Whatever the path resolved to (messages such as not-found are drawn by +onRenderHtml). */
export default function Page({ data }: Props) {
  const { view } = data
  switch (view.kind) {
    case 'page':
      return data.shell ? <ArticleView route={view.route} tenant={data.shell.tenant} /> : null
    case 'category':
      return <CategoryView browse={view.browse} />
    case 'template':
      return <TemplateView view={view.view} />
    case 'catalog':
      return <CatalogView path={view.path} set={view.set} />
  }
}
