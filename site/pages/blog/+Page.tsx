import type { PageProps } from '../../lib/types'
import { BlogListView } from '../../views/BlogListView'

export default function Page({ data }: PageProps<'blog'>) {
  return <BlogListView posts={data.view.posts} tenantName={data.shell?.tenant.name ?? ''} />
}
