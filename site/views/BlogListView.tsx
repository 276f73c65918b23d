import type { PostCard } from '../../src/services/public/types'
import { PageHeading } from '../components/PageHeading'
import { PostGrid } from '../components/PostCard'
import { Notice } from '../components/Section'

type Props = { posts: PostCard[]; tenantName: string }

export const BlogListView = ({ posts, tenantName }: Props) => (
  <>
    <PageHeading title="Blog" description={`News, tips and articles from ${tenantName}.`} />
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {posts.length ? (
        <PostGrid posts={posts} />
      ) : (
        <Notice title="No Blog Posts Yet">Check back soon for new articles.</Notice>
      )}
    </div>
  </>
)
